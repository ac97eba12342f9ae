/**
 * Notifications: mirrors features/notifications/api.
 *   GET    /notifications           -> { notifications } newest first
 *   PATCH  /notifications/:id       body { isRead }  -> the notification
 *   POST   /notifications/read-all  -> { notifications }
 *   DELETE /notifications/:id       -> { id }
 */
import { http, HttpResponse } from 'msw';
import {
  notificationIdParamSchema as idParam,
  notificationPatchSchema as patchBody,
  type Notification,
} from '@/features/notifications/types';
import { notificationSeed } from '../data/notifications';
import { collection } from '../db';
import { api, badRequest, notFound, parseBody, requireUser } from '../http';

export const notificationsTable = collection<Notification>('notifications', () => notificationSeed());

const newestFirst = (list: Notification[]) =>
  [...list].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));

function parseId(raw: unknown): number | Response {
  const result = idParam.safeParse(raw);
  return result.success
    ? result.data
    : badRequest(`Invalid notification id: ${result.error.issues[0]?.message ?? 'bad value'}`);
}

export const handlers = [
  http.get(api('/notifications'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json({ notifications: newestFirst(notificationsTable.all()) });
  }),

  http.post(api('/notifications/read-all'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    notificationsTable.replaceAll(notificationsTable.all().map((n) => ({ ...n, isRead: true })));
    return HttpResponse.json({ notifications: newestFirst(notificationsTable.all()) });
  }),

  http.patch(api('/notifications/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id);
    if (id instanceof Response) return id;
    const body = await parseBody(patchBody, request);
    if (body instanceof Response) return body;
    const updated = notificationsTable.update(id, { isRead: body.isRead });
    return updated ? HttpResponse.json(updated) : notFound(`Notification ${id}`);
  }),

  http.delete(api('/notifications/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id);
    if (id instanceof Response) return id;
    return notificationsTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Notification ${id}`);
  }),
];
