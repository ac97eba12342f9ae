/**
 * Runs `callback` once the browser has painted the next frame: requestAnimationFrame fires just
 * before that paint, and a timeout queued from it runs after. Work that would hold up an
 * interaction's visible answer (a whole-page restyle, say) goes here, so the answer paints first.
 * Returns a function that cancels the callback if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
