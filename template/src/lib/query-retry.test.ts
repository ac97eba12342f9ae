import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isTransient, transientRetry } from './query-retry';

describe('transientRetry', () => {
  it('retries timeouts, network errors and 5xx answers up to three times', () => {
    const timeout = new ApiError('timeout', 'timeout of 1000ms exceeded');
    expect(transientRetry.retry(0, timeout)).toBe(true);
    expect(transientRetry.retry(2, timeout)).toBe(true);
    expect(transientRetry.retry(3, timeout)).toBe(false);
    expect(isTransient(new ApiError('network', 'Network Error'))).toBe(true);
    expect(isTransient(new ApiError('bad-response', 'Request failed', 503))).toBe(true);
  });

  it('does not retry what would fail the same way again', () => {
    expect(transientRetry.retry(0, new ApiError('bad-request', 'Request failed', 404))).toBe(false);
    expect(transientRetry.retry(0, new ApiError('bad-response', 'Invalid JSON in response', 200))).toBe(false);
    expect(transientRetry.retry(0, new Error('schema mismatch'))).toBe(false);
  });

  it('waits a little longer each time, never more than two seconds', () => {
    expect([0, 1, 2, 5].map(transientRetry.retryDelay)).toEqual([250, 500, 1000, 2000]);
  });
});
