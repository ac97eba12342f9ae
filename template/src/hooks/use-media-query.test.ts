import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose answer the test sets, telling its listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  );
  return {
    listeners,
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers the query and follows its changes', () => {
    const media = fakeMatchMedia(true);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1001px)'));
    expect(result.current).toBe(true);
    media.set(false);
    expect(result.current).toBe(false);
  });

  it('while not wanted, answers false, does not listen and does not re-render on a change', () => {
    const media = fakeMatchMedia(true);
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ wanted }) => {
        renders += 1;
        return useMediaQuery('(min-width: 1002px)', wanted);
      },
      { initialProps: { wanted: false } },
    );
    expect(result.current).toBe(false);
    expect(media.listeners.size).toBe(0);
    const rendersBefore = renders;
    media.set(false);
    media.set(true);
    expect(renders).toBe(rendersBefore);

    rerender({ wanted: true });
    expect(result.current).toBe(true);
    expect(media.listeners.size).toBe(1);
    media.set(false);
    expect(result.current).toBe(false);
  });
});
