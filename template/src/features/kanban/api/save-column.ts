/** POST /kanban/columns {title} (a new column, at the end) and PATCH /kanban/columns/:id {title} (rename). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { KanbanColumn } from '../types';
import { kanbanKeys } from './keys';

export async function saveColumn({ id, title }: { id?: string; title: string }): Promise<KanbanColumn> {
  const answer =
    id === undefined
      ? api.post<unknown>('kanban/columns', { body: { title } })
      : api.patch<unknown>(`kanban/columns/${encodeURIComponent(id)}`, { body: { title } });
  return (await parseAnswer(answer, () => import('../types').then((m) => m.savedColumnSchema))).column;
}

export function useSaveColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveColumn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.all }),
  });
}
