import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { deleteRestaurantOrders } from './delete-restaurant-order';

afterEach(() => vi.restoreAllMocks());

describe('deleteRestaurantOrders', () => {
  it('deletes each order in turn, an order already gone counting as deleted', async () => {
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValueOnce({ id: '5021' })
      .mockRejectedValueOnce(new ApiError('bad-request', 'Restaurant order 5022 not found', 404));
    await expect(deleteRestaurantOrders(['5021', '5022'])).resolves.toBeUndefined();
    expect(remove.mock.calls.map(([path]) => path)).toEqual(['restaurant/orders/5021', 'restaurant/orders/5022']);
  });

  it('stops at the first other failure, so the list is asked again', async () => {
    const refused = new ApiError('bad-request', 'Forbidden', 403);
    const remove = vi.spyOn(api, 'delete').mockRejectedValue(refused);
    await expect(deleteRestaurantOrders(['5021', '5022'])).rejects.toBe(refused);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
