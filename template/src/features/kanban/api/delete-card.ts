/** DELETE /kanban/cards/:id; a card already gone counts as deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import { kanbanKeys } from './keys';

export async function deleteCard(id: string): Promise<string> {
  try {
    await api.delete<unknown>(`kanban/cards/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return id;
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    ...transientRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });
}
