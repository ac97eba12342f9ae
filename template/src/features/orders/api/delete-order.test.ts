import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { deleteOrder } from './delete-order';
import { transientRetry } from '@/lib/query-retry';

afterEach(() => vi.restoreAllMocks());

describe('deleteOrder', () => {
  it('resolves with the id the server removed', async () => {
    vi.spyOn(api, 'delete').mockResolvedValue({ orderId: 5 });
    await expect(deleteOrder(5)).resolves.toBe(5);
  });

  it('treats an order that is already gone as deleted (a retry after a late answer)', async () => {
    vi.spyOn(api, 'delete').mockRejectedValue(new ApiError('bad-request', 'Request failed', 404));
    await expect(deleteOrder(7)).resolves.toBe(7);
  });

  it('passes other failures on, and retries only transient ones', async () => {
    const refused = new ApiError('bad-request', 'Request failed', 403);
    vi.spyOn(api, 'delete').mockRejectedValue(refused);
    await expect(deleteOrder(7)).rejects.toBe(refused);
    expect(transientRetry.retry(0, refused)).toBe(false);
    expect(transientRetry.retry(0, new ApiError('timeout', 'timeout'))).toBe(true);
    expect(transientRetry.retry(3, new ApiError('timeout', 'timeout'))).toBe(false);
  });
});
