/**
 * The looping carousel's geometry, as pure functions.
 *
 * The track slides by whole slides: `offset` counts every step ever taken (it is never wrapped), and
 * the slide on screen first is `offset mod count`. Each slide sits at one position of a window of
 * `count` positions starting at `start`; when a step would need a slide on the far side, the window
 * shifts and that slide jumps across while it is off screen, so the loop never rewinds visibly.
 */
export interface Track {
  /** Steps taken (negative after stepping back from the first slide). */
  offset: number;
  /** First position of the window the slides are laid out in. */
  start: number;
}

export const initialTrack: Track = { offset: 0, start: 0 };

export const mod = (value: number, count: number) => ((value % count) + count) % count;

/** The shortest way round the loop from `from` to `to` (forward on a tie). */
export function shortestDelta(from: number, to: number, count: number): number {
  const forward = mod(to - from, count);
  return forward > count / 2 ? forward - count : forward;
}

/** The window for the current width: it always holds the slides on screen (`perView` from `offset`). */
export function windowStart({ offset, start }: Track, count: number, perView: number): number {
  return Math.min(Math.max(start, offset + perView - count), offset);
}

/**
 * Steps `delta` slides, the short way round. The window keeps both the slides on screen before and
 * after the step, so none of them jumps while the track moves between the two (a step longer than
 * `count - perView` cannot: only bullets take one, and only with several slides in view).
 */
export function step(track: Track, delta: number, count: number, perView: number): Track {
  const offset = track.offset + shortestDelta(0, delta, count);
  const low = Math.min(track.offset, offset);
  const high = Math.max(track.offset, offset) + perView - 1;
  let start = windowStart(track, count, perView);
  if (low < start) start = low;
  else if (high > start + count - 1) start = high - count + 1;
  return { offset, start };
}

/** Where slide `index` sits on the track (in slide widths). */
export const slidePosition = (index: number, start: number, count: number) => start + mod(index - start, count);
