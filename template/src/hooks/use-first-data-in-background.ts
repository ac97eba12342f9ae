import { useDeferredValue } from 'react';

/**
 * The data a screen draws: `undefined` (its skeletons) until a background render has drawn the first
 * answer. Drawing a whole dashboard's cards with their data is one long task otherwise (hundreds of
 * milliseconds on a phone, which blocks taps); a background render yields to input between cards.
 * Later changes (a refetch, an optimistic edit) draw at once, so edits never lag behind the visitor.
 */
export function useFirstDataInBackground<T>(data: T | undefined): T | undefined {
  const drawn = useDeferredValue(data !== undefined);
  return drawn ? data : undefined;
}
