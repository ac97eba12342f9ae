/**
 * Pure moves on a board, used while dragging (the board follows the pointer or the keys) and to
 * show a saved move at once, before the server answers.
 */
import type { KanbanBoard, KanbanCard, KanbanColumn } from './types';

export function columnOfCard(columns: readonly KanbanColumn[], cardId: string): KanbanColumn | undefined {
  return columns.find((column) => column.cards.some((card) => card.id === cardId));
}

/** The board with the card at `index` of `columnId` (0 = top); unknown ids leave it unchanged. */
export function moveCardIn<B extends Pick<KanbanBoard, 'columns'>>(
  board: B,
  cardId: string,
  columnId: string,
  index: number,
): B {
  const from = columnOfCard(board.columns, cardId);
  const card: KanbanCard | undefined = from?.cards.find((c) => c.id === cardId);
  if (!card || !board.columns.some((c) => c.id === columnId)) return board;
  const columns = board.columns.map((column) => {
    const rest = column.cards.filter((c) => c.id !== cardId);
    if (column.id !== columnId) return rest.length === column.cards.length ? column : { ...column, cards: rest };
    const at = Math.max(0, Math.min(index, rest.length));
    return { ...column, cards: [...rest.slice(0, at), card, ...rest.slice(at)] };
  });
  return { ...board, columns };
}

/** The board with its columns in the order of `ids` (ids it does not know are skipped). */
export function orderColumnsIn<B extends Pick<KanbanBoard, 'columns'>>(board: B, ids: readonly string[]): B {
  const byId = new Map(board.columns.map((column) => [column.id, column]));
  const columns = ids.flatMap((id) => byId.get(id) ?? []);
  return columns.length === board.columns.length ? { ...board, columns } : board;
}

/** Where a card sits: its column and index, or undefined. */
export function placeOfCard(board: Pick<KanbanBoard, 'columns'>, cardId: string) {
  const column = columnOfCard(board.columns, cardId);
  if (!column) return undefined;
  return { column, index: column.cards.findIndex((c) => c.id === cardId) };
}
