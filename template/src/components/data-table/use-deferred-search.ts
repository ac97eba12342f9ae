import { useEffect, useRef, useState } from 'react';

/** How long a search waits after the last key before the list (and the address) follow. */
export const searchDelay = 200;

/**
 * A search box's text that answers every key at once, while `commit` (the list's filter, the
 * address, a server query) runs only when typing pauses. A search changed elsewhere (a link, Back,
 * "clear") shows in the box.
 * @param committed the search the list applies now
 * @param commit applies a new search
 */
export function useDeferredSearch(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The timer calls the latest `commit`: one from the render that saw the key press could write a
  // stale view over a change made since (a page size picked just before typing).
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => latestCommit.current(text), searchDelay);
    return () => clearTimeout(timer);
  }, [text, committed]);
  return [text, setText] as const;
}
