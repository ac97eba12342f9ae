import { nextRovingIndex } from './use-roving-toolbar';

describe('nextRovingIndex', () => {
  it('moves with the reading direction and wraps at the ends', () => {
    expect(nextRovingIndex(0, 'ArrowRight', 4, 'ltr')).toBe(1);
    expect(nextRovingIndex(3, 'ArrowRight', 4, 'ltr')).toBe(0);
    expect(nextRovingIndex(0, 'ArrowLeft', 4, 'ltr')).toBe(3);
    // Right to left: the next item is on the left.
    expect(nextRovingIndex(0, 'ArrowLeft', 4, 'rtl')).toBe(1);
    expect(nextRovingIndex(0, 'ArrowRight', 4, 'rtl')).toBe(3);
  });

  it('jumps to the first and last item, and ignores other keys', () => {
    expect(nextRovingIndex(2, 'Home', 4, 'ltr')).toBe(0);
    expect(nextRovingIndex(1, 'End', 4, 'rtl')).toBe(3);
    expect(nextRovingIndex(1, 'ArrowDown', 4, 'ltr')).toBeNull();
    expect(nextRovingIndex(1, 'a', 4, 'ltr')).toBeNull();
    expect(nextRovingIndex(0, 'ArrowRight', 0, 'ltr')).toBeNull();
  });
});
