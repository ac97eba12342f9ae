import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useModKeyHotkey } from './use-hotkey';

describe('useModKeyHotkey', () => {
  it('prepares when Control or Meta goes down alone, and runs the handler on the shortcut', () => {
    const handler = vi.fn();
    const prepare = vi.fn();
    renderHook(() => useModKeyHotkey('k', handler, prepare));

    fireEvent.keyDown(window, { key: 'Control', ctrlKey: true });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();

    const notPrevented = fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(handler).toHaveBeenCalledTimes(1);
    // The browser's own Ctrl+K (its address bar search) does not run.
    expect(notPrevented).toBe(false);

    fireEvent.keyDown(window, { key: 'Meta', metaKey: true });
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys and Alt chords alone', () => {
    const handler = vi.fn();
    const prepare = vi.fn();
    renderHook(() => useModKeyHotkey('k', handler, prepare));
    expect(fireEvent.keyDown(window, { key: 'k' })).toBe(true);
    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true, altKey: true })).toBe(true);
    fireEvent.keyDown(window, { key: 'j', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Shift', shiftKey: true });
    expect(handler).not.toHaveBeenCalled();
    expect(prepare).not.toHaveBeenCalled();
  });
});
