import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePreloadAfterPaint } from './use-after-paint';

describe('usePreloadAfterPaint', () => {
  it('starts the loaders after the first paint, not during the render, and only once', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(() => usePreloadAfterPaint(load));
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed preload (the lazy component reports the error when it mounts)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePreloadAfterPaint(load));
    await waitFor(() => expect(load).toHaveBeenCalled());
  });
});
