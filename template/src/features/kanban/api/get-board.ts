/** GET /kanban/board: the columns in order, each with its cards in order, and the team. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { KanbanBoard } from '../types';
import { kanbanKeys } from './keys';

export async function getBoard(signal?: AbortSignal): Promise<KanbanBoard> {
  return parseAnswer(api.get<unknown>('kanban/board', { signal }), () =>
    import('../types').then((m) => m.kanbanBoardSchema),
  );
}

export const boardQuery = () =>
  queryOptions({ queryKey: kanbanKeys.board(), queryFn: ({ signal }) => getBoard(signal) });

export function useBoard() {
  return useQuery(boardQuery());
}
