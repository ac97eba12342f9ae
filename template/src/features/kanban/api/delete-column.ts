/** DELETE /kanban/columns/:id: the column and its cards; a column already gone counts as deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import { kanbanKeys } from './keys';

export async function deleteColumn(id: string): Promise<string> {
  try {
    await api.delete<unknown>(`kanban/columns/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return id;
}

export function useDeleteColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColumn,
    ...transientRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });
}
