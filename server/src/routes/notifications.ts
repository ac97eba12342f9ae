/**
 * The signed-in account's notifications. Every account has them whatever its role's rules: the bell
 * is in every role's shell (the full page needs `read Account`; the bell hides its link to it from a
 * role that may not open it), as in the demo backend and the contract.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import {
  notificationBulkDeleteSchema as bulkDeleteBody,
  notificationBulkPatchSchema as bulkPatchBody,
  notificationIdParamSchema as idParam,
  notificationPatchSchema as patchBody,
  type Notification,
} from '@/features/notifications/types';
import type { Db } from '../db';
import { ApiError, bodyOf, notFound, type Env } from '../http';

export function notificationRoutes(db: Db, signedIn: MiddlewareHandler<Env>) {
  const list = (accountId: number) =>
    db
      .all<{ data: string }>(
        'SELECT data FROM notifications WHERE account_id = ? ORDER BY created_at DESC, id DESC',
        accountId,
      )
      .map((row) => JSON.parse(row.data) as Notification);
  const idOf = (raw: string) => {
    const result = idParam.safeParse(raw);
    if (!result.success)
      throw new ApiError(400, `Invalid notification id: ${result.error.issues[0]?.message ?? 'bad value'}`);
    return result.data;
  };
  /** The account's notifications by id; a 404 naming any of `ids` it does not hold. */
  const held = (accountId: number, ids: readonly number[]) => {
    const mine = new Map(list(accountId).map((n) => [n.id, n]));
    const missing = ids.filter((id) => !mine.has(id));
    if (missing.length === 1) throw notFound(`Notification ${missing[0]}`);
    if (missing.length > 1) throw notFound(`Notifications ${missing.join(', ')}`);
    return mine;
  };
  const app = new Hono<Env>();
  app.use('/notifications/*', signedIn);
  app.use('/notifications', signedIn);

  app.get('/notifications', (c) => c.json({ notifications: list(c.get('account').id) }));

  app.post('/notifications/read-all', (c) => {
    const accountId = c.get('account').id;
    db.transaction(() => {
      for (const n of list(accountId)) {
        db.run('UPDATE notifications SET data = ? WHERE id = ?', JSON.stringify({ ...n, isRead: true }), n.id);
      }
    });
    return c.json({ notifications: list(accountId) });
  });

  app.patch('/notifications', async (c) => {
    const accountId = c.get('account').id;
    const { ids, isRead } = await bodyOf(c, bulkPatchBody);
    const mine = held(accountId, ids);
    db.transaction(() => {
      for (const id of ids) {
        db.run('UPDATE notifications SET data = ? WHERE id = ?', JSON.stringify({ ...mine.get(id)!, isRead }), id);
      }
    });
    return c.json({ notifications: list(accountId) });
  });

  app.post('/notifications/delete', async (c) => {
    const accountId = c.get('account').id;
    const { ids } = await bodyOf(c, bulkDeleteBody);
    held(accountId, ids);
    db.transaction(() => {
      for (const id of ids) db.run('DELETE FROM notifications WHERE id = ? AND account_id = ?', id, accountId);
    });
    return c.json({ ids });
  });

  app.patch('/notifications/:id', async (c) => {
    const id = idOf(c.req.param('id'));
    const stored = list(c.get('account').id).find((n) => n.id === id);
    if (!stored) throw notFound(`Notification ${id}`);
    const { isRead } = await bodyOf(c, patchBody);
    const updated = { ...stored, isRead };
    db.run('UPDATE notifications SET data = ? WHERE id = ?', JSON.stringify(updated), id);
    return c.json(updated);
  });

  app.delete('/notifications/:id', (c) => {
    const id = idOf(c.req.param('id'));
    const removed = db.run(
      'DELETE FROM notifications WHERE id = ? AND account_id = ?',
      id,
      c.get('account').id,
    ).changes;
    if (!removed) throw notFound(`Notification ${id}`);
    return c.json({ id });
  });

  return app;
}
