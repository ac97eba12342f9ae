/**
 * A key made once per thing a visitor creates (a comment), sent with it: a retry after a timeout,
 * when the server may have saved the first try, carries the same key and gets the saved one back
 * instead of creating it twice.
 */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; the fallback is unique enough for one visitor's writes.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
