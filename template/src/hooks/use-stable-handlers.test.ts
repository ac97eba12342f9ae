import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStableHandlers } from './use-stable-handlers';

describe('useStableHandlers', () => {
  it('keeps the functions from render to render and calls the latest ones with their arguments', () => {
    const first = vi.fn((n: number) => n + 1);
    const second = vi.fn((n: number) => n + 2);
    const { result, rerender } = renderHook(({ onAdd }) => useStableHandlers({ onAdd }), {
      initialProps: { onAdd: first },
    });
    const stable = result.current.onAdd;
    expect(stable(1)).toBe(2);
    expect(first).toHaveBeenCalledWith(1);

    rerender({ onAdd: second });
    expect(result.current.onAdd).toBe(stable);
    expect(stable(1)).toBe(3);
    expect(second).toHaveBeenCalledWith(1);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
