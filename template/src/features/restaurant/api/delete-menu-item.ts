/** DELETE /restaurant/menu/:id; every menu view refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { restaurantKeys } from './keys';

export async function deleteMenuItem(id: number): Promise<number> {
  try {
    await api.delete<unknown>(`restaurant/menu/${id}`);
  } catch (error) {
    // Already gone (an earlier try whose answer came too late): what was asked holds.
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return id;
}

export function useDeleteMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.menus() }),
  });
}
