/**
 * When to save a playing lesson's position: at most once per `interval` while it plays, and at once
 * when it pauses, ends or is left. A video fires `timeupdate` about four times a second; saving
 * each one would be a request every 250 ms for no gain.
 */
import type { WatchProgress } from './types';

/** Milliseconds between two saves while a lesson plays. */
export const watchSaveInterval = 5000;

export interface WatchSaver {
  /** The player moved while playing (at `now`, in ms); saves when the interval has passed. */
  playing: (sample: WatchProgress, now: number) => void;
  /** Paused, ended, left: saves the last position now, unless it was already saved. */
  flush: (sample?: WatchProgress) => void;
}

export function createWatchSaver(save: (sample: WatchProgress) => void, interval = watchSaveInterval): WatchSaver {
  let pending: WatchProgress | undefined;
  let saved: WatchProgress | undefined;
  // The interval counts from the first tick: starting to play is no news worth a request.
  let lastSave: number | undefined;

  const send = () => {
    if (!pending) return;
    const sample = pending;
    pending = undefined;
    if (saved && saved.position === sample.position && saved.duration === sample.duration) return;
    saved = sample;
    save(sample);
  };

  return {
    playing(sample, now) {
      pending = sample;
      lastSave ??= now;
      if (now - lastSave >= interval) {
        lastSave = now;
        send();
      }
    },
    flush(sample) {
      if (sample) pending = sample;
      send();
    },
  };
}
