import { describe, expect, it } from 'vitest';
import { initialTrack, mod, shortestDelta, slidePosition, step, windowStart, type Track } from './carousel-track';

/** Where each slide sits, in slide widths from the track's start. */
const layout = (track: Track, count: number, perView: number) => {
  const start = windowStart(track, count, perView);
  return Array.from({ length: count }, (_, index) => slidePosition(index, start, count));
};

describe('carousel track', () => {
  it('moves a slide across the loop only while it is off screen, whatever the steps', () => {
    for (const [count, perView] of [
      [4, 1],
      [6, 2],
      [3, 2],
      [2, 1],
    ] as const) {
      let track = initialTrack;
      for (const delta of [1, 1, -1, -1, -1, 2, -2, 1, 1, 1, 1, 1, 1, -1]) {
        const before = layout(track, count, perView);
        const next = step(track, delta, count, perView);
        const after = layout(next, count, perView);
        // A slide jumps as the track starts to move, when the track is still at its old offset.
        const onScreen = (position: number) => position >= track.offset && position < track.offset + perView;
        for (let index = 0; index < count; index++) {
          if (after[index] === before[index]) continue;
          const where = `${count}/${perView}: slide ${index} stepping ${delta} from ${track.offset}`;
          expect(onScreen(before[index]!), where).toBe(false);
          expect(onScreen(after[index]!), where).toBe(false);
        }
        expect(mod(next.offset, count)).toBe(mod(track.offset + delta, count));
        track = next;
      }
    }
  });

  it('takes the short way round to a bullet', () => {
    expect(shortestDelta(0, 3, 4)).toBe(-1);
    expect(shortestDelta(3, 0, 4)).toBe(1);
    expect(shortestDelta(0, 2, 4)).toBe(2);
    expect(shortestDelta(1, 1, 4)).toBe(0);
  });
});
