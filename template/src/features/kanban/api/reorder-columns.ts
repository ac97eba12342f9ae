/**
 * PUT /kanban/columns/order {ids}. The columns show in their new order at once and go back when the
 * save fails (the caller says so).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import { orderColumnsIn } from '../board-moves';
import type { KanbanBoard } from '../types';
import { kanbanKeys } from './keys';

export async function reorderColumns(ids: readonly string[]): Promise<KanbanBoard> {
  return parseAnswer(api.put<unknown>('kanban/columns/order', { body: { ids } }), () =>
    import('../types').then((m) => m.boardAnswerSchema),
  );
}

export function useReorderColumns() {
  const queryClient = useQueryClient();
  const key = kanbanKeys.board();
  return useMutation({
    mutationFn: reorderColumns,
    ...transientRetry,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KanbanBoard>(key);
      if (previous) queryClient.setQueryData(key, orderColumnsIn(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (board) => queryClient.setQueryData(key, board),
  });
}
