import { describe, expect, it, vi } from 'vitest';
import { createWatchSaver } from './watch-saver';

const at = (position: number) => ({ position, duration: 12 });

describe('createWatchSaver', () => {
  it('saves at most once per interval while playing, not on every time update', () => {
    const save = vi.fn();
    const saver = createWatchSaver(save, 5000);
    // Four updates a second for twelve seconds, as a playing <video> fires them.
    for (let ms = 0; ms <= 12_000; ms += 250) saver.playing(at(ms / 1000), ms);
    expect(save.mock.calls.map(([sample]) => sample.position)).toEqual([5, 10]);
  });

  it('saves at once on pause or end, with the latest position', () => {
    const save = vi.fn();
    const saver = createWatchSaver(save, 5000);
    saver.playing(at(0.5), 0);
    saver.playing(at(1.5), 1000);
    expect(save).not.toHaveBeenCalled();
    saver.flush();
    expect(save).toHaveBeenLastCalledWith(at(1.5));
    saver.flush(at(12));
    expect(save).toHaveBeenLastCalledWith(at(12));
  });

  it('does not save the same position twice, nor when nothing played', () => {
    const save = vi.fn();
    const saver = createWatchSaver(save, 5000);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.flush(at(3));
    saver.flush(at(3));
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
