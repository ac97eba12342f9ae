/**
 * "The first screen has painted": the moment work that is not needed for it (the demo backend,
 * overlays, the toaster) may start, so it never competes with the first paint. Layouts render
 * <ScreenShown/> next to the routed screen, inside its Suspense boundary: its effect runs only once
 * the screen itself has committed, and the signal fires after the following frame.
 */
let resolveShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/** Called by ScreenShown; later calls do nothing. */
export function markScreenShown(): void {
  requestAnimationFrame(() => setTimeout(resolveShown, 0));
}

/** Resolves after the first screen painted, however long that takes. */
export function screenShown(): Promise<void> {
  return shown;
}

/**
 * Resolves after the first screen painted, or after `fallbackMs` if no screen ever shows (an error
 * page without the marker), so nothing waits forever.
 */
export function afterFirstScreen(fallbackMs = 4000): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
