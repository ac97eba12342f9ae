import { useEffect, useState } from 'react';
import { afterFirstScreen } from '@/lib/first-screen';

/**
 * Runs `task` once the browser has nothing better to do (the current screen has painted), or after
 * `timeout` ms at the latest. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * For parts whose code loads lazily that must be ready before anyone asks (the toaster): true as soon as
 * the part is wanted, and from the first idle moment after the first screen painted on, so its code
 * is fetched after that paint but usually before anyone opens it. Stays true once true (close
 * animations keep working).
 */
export function useMountWhenIdle(wanted = false): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    let active = true;
    void afterFirstScreen().then(() => {
      if (active) cancelIdle = whenIdle(() => setIdle(true));
    });
    return () => {
      active = false;
      cancelIdle();
    };
  }, []);
  return idle || wanted;
}

/**
 * For lazily loaded parts that only some visitors open (search, customizer, notifications, the
 * menu drawer, a row's edit dialog): false until the part is first wanted, then true for good, so
 * its code is fetched only by those who open it, and close animations keep working.
 */
export function useMountOnceWanted(wanted: boolean): boolean {
  const [wantedOnce, setWantedOnce] = useState(wanted);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra pass.
  if (wanted && !wantedOnce) setWantedOnce(true);
  return wanted || wantedOnce;
}
