import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';
import { seedKanban } from './kanban';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;
type Board = { columns: { id: string; title: string; cards: { id: string; title: string }[] }[] };
const titles = (board: Board, column: number) => board.columns[column]!.cards.map((c) => c.id);

describe('kanban board', () => {
  it('seeds four columns of a product team with some work overdue', () => {
    const now = new Date(2026, 4, 14, 12);
    const { columns, cards } = seedKanban(now);
    expect(columns.map((c) => c.title)).toEqual(['Backlog', 'In progress', 'In review', 'Done']);
    expect(cards.length).toBeGreaterThanOrEqual(10);
    expect(cards.find((c) => c.title === 'Checkout fails on saved cards')?.dueDate).toBe('2026-05-13');
  });

  it('answers only a signed-in user', async () => {
    expect((await callApi('GET', '/kanban/board')).status).toBe(401);
    const { status, body } = await callApi('GET', '/kanban/board', { token: await admin() });
    expect(status).toBe(200);
    expect(body.columns).toHaveLength(4);
    expect(body.members).toHaveLength(6);
  });

  it('moves a card within and across columns, and the order persists', async () => {
    const token = await admin();
    const before = (await callApi('GET', '/kanban/board', { token })).body as Board;
    const [first, second] = titles(before, 0);
    const within = await callApi('POST', `/kanban/cards/${first}/move`, {
      token,
      body: { columnId: 'col-1', index: 1 },
    });
    expect(titles(within.body, 0).slice(0, 2)).toEqual([second, first]);

    const across = await callApi('POST', `/kanban/cards/${first}/move`, {
      token,
      body: { columnId: 'col-3', index: 0 },
    });
    expect(titles(across.body, 0)).not.toContain(first);
    expect(titles(across.body, 2)[0]).toBe(first);
    const again = (await callApi('GET', '/kanban/board', { token })).body as Board;
    expect(titles(again, 2)[0]).toBe(first);
  });

  it('refuses a bad move with field messages and unknown ids with 404', async () => {
    const token = await admin();
    const tooFar = await callApi('POST', '/kanban/cards/card-1/move', { token, body: { columnId: 'col-2', index: 9 } });
    expect(tooFar).toMatchObject({ status: 400, body: { errors: { index: ['index must be at most 3'] } } });
    const bad = await callApi('POST', '/kanban/cards/card-1/move', { token, body: { columnId: '', index: -1.5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['columnId', 'index']);
    const noCard = await callApi('POST', '/kanban/cards/card-99/move', {
      token,
      body: { columnId: 'col-2', index: 0 },
    });
    expect(noCard).toEqual({ status: 404, body: { message: 'Card card-99 not found' } });
    const noColumn = await callApi('POST', '/kanban/cards/card-1/move', {
      token,
      body: { columnId: 'col-9', index: 0 },
    });
    expect(noColumn).toEqual({ status: 404, body: { message: 'Column col-9 not found' } });
  });

  it('adds, renames, reorders and deletes columns; a deleted column takes its cards', async () => {
    const token = await admin();
    const added = await callApi('POST', '/kanban/columns', { token, body: { title: '  Blocked ' } });
    expect(added).toMatchObject({ status: 201, body: { column: { id: 'col-5', title: 'Blocked', cards: [] } } });
    const renamed = await callApi('PATCH', '/kanban/columns/col-5', { token, body: { title: 'On hold' } });
    expect(renamed.body.column.title).toBe('On hold');
    expect((await callApi('PATCH', '/kanban/columns/col-9', { token, body: { title: 'X' } })).status).toBe(404);
    const empty = await callApi('PATCH', '/kanban/columns/col-5', { token, body: { title: ' ' } });
    expect(empty).toMatchObject({ status: 400, body: { errors: { title: ['Title is required'] } } });

    const ids = ['col-5', 'col-1', 'col-2', 'col-3', 'col-4'];
    const reordered = await callApi('PUT', '/kanban/columns/order', { token, body: { ids } });
    expect(reordered.body.columns.map((c: { id: string }) => c.id)).toEqual(ids);
    const missing = await callApi('PUT', '/kanban/columns/order', { token, body: { ids: ['col-1', 'col-1'] } });
    expect(missing).toMatchObject({ status: 400, body: { errors: { ids: ['List every column once'] } } });

    const gone = await callApi('DELETE', '/kanban/columns/col-2', { token });
    expect(gone.body.columns.map((c: { id: string }) => c.id)).toEqual(['col-5', 'col-1', 'col-3', 'col-4']);
    expect((await callApi('PATCH', '/kanban/cards/card-5', { token, body: { title: 'X' } })).status).toBe(404);
    expect((await callApi('DELETE', '/kanban/columns/col-2', { token })).status).toBe(404);
  });

  it('adds, edits and deletes a card, checking every field', async () => {
    const token = await admin();
    const created = await callApi('POST', '/kanban/cards', { token, body: { columnId: 'col-2', title: 'Audit logs' } });
    expect(created).toMatchObject({ status: 201, body: { columnId: 'col-2', card: { id: 'card-14', labels: [] } } });
    expect((await callApi('POST', '/kanban/cards', { token, body: { columnId: 'col-9', title: 'X' } })).status).toBe(
      404,
    );
    const patch = {
      description: 'Who did what',
      labels: ['feature', 'urgent'],
      assignees: ['m1'],
      dueDate: '2026-06-01',
    };
    const edited = await callApi('PATCH', '/kanban/cards/card-14', { token, body: patch });
    expect(edited.body).toEqual({
      columnId: 'col-2',
      card: { id: 'card-14', title: 'Audit logs', comments: 0, attachments: 0, ...patch },
    });
    const bad = await callApi('PATCH', '/kanban/cards/card-14', {
      token,
      body: { title: '', labels: ['shiny'], assignees: ['m1', 'm99'], dueDate: '2026-02-31x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['assignees.1', 'dueDate', 'labels.0', 'title']);
    expect((await callApi('POST', '/kanban/cards', { token, rawBody: '{' })).status).toBe(400);

    const deleted = await callApi('DELETE', '/kanban/cards/card-14', { token });
    expect(deleted.body.columns[1].cards.map((c: { id: string }) => c.id)).not.toContain('card-14');
    expect((await callApi('DELETE', '/kanban/cards/card-14', { token })).status).toBe(404);
  });
});

describe('who may call the kanban endpoints', () => {
  const calls = [
    'GET /kanban/board',
    'POST /kanban/columns',
    'PUT /kanban/columns/order',
    'PATCH /kanban/columns/col-1',
    'DELETE /kanban/columns/col-1',
    'POST /kanban/cards',
    'PATCH /kanban/cards/card-1',
    'DELETE /kanban/cards/card-1',
    'POST /kanban/cards/card-1/move',
  ];

  it('answers 403 to a role that may not read Kanban, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Kanban', calls);
    const token = await clientToken([{ action: 'read', subject: 'Kanban' }]);
    expect((await callApi('GET', '/kanban/board', { token })).status).toBe(200);
  });
});
