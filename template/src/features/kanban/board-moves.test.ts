import { describe, expect, it } from 'vitest';
import { moveCardIn, orderColumnsIn, placeOfCard } from './board-moves';

const card = (id: string) => ({
  id,
  title: id,
  description: '',
  labels: [],
  assignees: [],
  dueDate: null,
  comments: 0,
  attachments: 0,
});
const board = {
  columns: [
    { id: 'a', title: 'A', cards: [card('1'), card('2'), card('3')] },
    { id: 'b', title: 'B', cards: [] },
  ],
};
const ids = (b: typeof board) => b.columns.map((c) => c.cards.map((x) => x.id));

describe('board moves', () => {
  it('moves a card within its column and into another one, empty or not', () => {
    expect(ids(moveCardIn(board, '1', 'a', 2))).toEqual([['2', '3', '1'], []]);
    expect(ids(moveCardIn(board, '2', 'b', 0))).toEqual([['1', '3'], ['2']]);
    expect(ids(moveCardIn(board, '3', 'b', 9))).toEqual([['1', '2'], ['3']]);
    expect(placeOfCard(moveCardIn(board, '3', 'a', 0), '3')).toMatchObject({ column: { id: 'a' }, index: 0 });
  });

  it('leaves the board alone for unknown ids', () => {
    expect(moveCardIn(board, '9', 'a', 0)).toBe(board);
    expect(moveCardIn(board, '1', 'z', 0)).toBe(board);
    expect(orderColumnsIn(board, ['b'])).toBe(board);
  });

  it('orders the columns', () => {
    expect(orderColumnsIn(board, ['b', 'a']).columns.map((c) => c.id)).toEqual(['b', 'a']);
  });
});
