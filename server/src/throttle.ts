/**
 * Slows down password guessing: after `limit` failed sign-ins for one address within `windowMs`,
 * further attempts answer 429 with Retry-After until the window ends. Kept in memory: behind
 * several server processes, keep it in a shared store (Redis, the database) instead.
 */
export function loginThrottle(limit = 5, windowMs = 15 * 60_000) {
  const failures = new Map<string, { count: number; since: number }>();
  const entry = (key: string) => {
    const found = failures.get(key);
    if (found && Date.now() - found.since >= windowMs) failures.delete(key);
    return failures.get(key);
  };
  return {
    /** Seconds to wait before trying again, or 0. */
    retryAfter(key: string): number {
      const found = entry(key);
      return found && found.count >= limit ? Math.ceil((found.since + windowMs - Date.now()) / 1000) : 0;
    },
    failed(key: string) {
      const found = entry(key);
      if (found) found.count += 1;
      else failures.set(key, { count: 1, since: Date.now() });
    },
    succeeded: (key: string) => failures.delete(key),
  };
}
