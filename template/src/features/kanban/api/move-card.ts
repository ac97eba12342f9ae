/**
 * POST /kanban/cards/:id/move {columnId, index}. The card shows in its new place at once; when the
 * save fails it goes back where it was (the caller says so), and the server's board replaces the
 * guess when it answers.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import { moveCardIn } from '../board-moves';
import type { KanbanBoard } from '../types';
import { kanbanKeys } from './keys';

export interface CardMove {
  cardId: string;
  columnId: string;
  index: number;
}

export async function moveCard({ cardId, columnId, index }: CardMove): Promise<KanbanBoard> {
  return parseAnswer(
    api.post<unknown>(`kanban/cards/${encodeURIComponent(cardId)}/move`, { body: { columnId, index } }),
    () => import('../types').then((m) => m.boardAnswerSchema),
  );
}

export function useMoveCard() {
  const queryClient = useQueryClient();
  const key = kanbanKeys.board();
  return useMutation({
    mutationFn: moveCard,
    // The same move twice lands the card in the same place: safe to send again after a timeout.
    ...transientRetry,
    onMutate: async ({ cardId, columnId, index }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<KanbanBoard>(key);
      if (previous) queryClient.setQueryData(key, moveCardIn(previous, cardId, columnId, index));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (board) => queryClient.setQueryData(key, board),
  });
}
