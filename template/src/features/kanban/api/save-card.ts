/**
 * POST /kanban/cards {columnId, title} (quick add, at the column's end) and PATCH /kanban/cards/:id
 * with the card sheet's fields.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { KanbanCard, KanbanCardInput } from '../types';
import { kanbanKeys } from './keys';

export type CardSave = { columnId: string; title: string } | { id: string; input: KanbanCardInput };

export async function saveCard(save: CardSave): Promise<KanbanCard> {
  const answer =
    'id' in save
      ? api.patch<unknown>(`kanban/cards/${encodeURIComponent(save.id)}`, { body: save.input })
      : api.post<unknown>('kanban/cards', { body: save });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.savedCardSchema))).card;
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });
}
