/**
 * Notifications: mirrors features/notifications/api.
 *   GET    /notifications           -> { notifications } newest first
 *   PATCH  /notifications/:id       body { isRead }  -> the notification
 *   POST   /notifications/read-all  -> { notifications }
 *   DELETE /notifications/:id       -> { id }
 *   PATCH  /notifications           body { ids, isRead } -> { notifications } (the whole list after the change)
 *   POST   /notifications/delete    body { ids } -> { ids }
 * A bulk request names 1 to 100 distinct ids; when one of them is unknown it answers 404 and changes nothing.
 * Messages come in the reader's language (Accept-Language, mocks/locale.ts).
 * Every signed-in account has its notifications whatever its role's rules (the bell is in every
 * role's shell): they need sign-in only, in the reference server and the contract too.
 */
import { http, HttpResponse } from 'msw';
import {
  notificationBulkDeleteSchema as bulkDeleteBody,
  notificationBulkPatchSchema as bulkPatchBody,
  notificationIdParamSchema as idParam,
  notificationPatchSchema as patchBody,
  type Notification,
} from '@/features/notifications/types';
import { notificationSeed, notificationTranslations } from '../data/notifications';
import { collection } from '../db';
import { api, badRequest, notFound, parseBody, requireUser } from '../http';
import { localeOf, translated } from '../locale';

export const notificationsTable = collection<Notification>('notifications', () => notificationSeed());

/** A notification as the reader sees it: its message in the request's language. */
const inLanguage = (request: Request) => (n: Notification) =>
  translated(n, n.id, localeOf(request), notificationTranslations);

/** Every stored notification, newest first, in the request's language. */
const listFor = (request: Request) => ({
  notifications: notificationsTable
    .all()
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .map(inLanguage(request)),
});

function parseId(raw: unknown): number | Response {
  const result = idParam.safeParse(raw);
  return result.success
    ? result.data
    : badRequest(`Invalid notification id: ${result.error.issues[0]?.message ?? 'bad value'}`);
}

/** A 404 naming the ids nobody holds, or null when every id is known. */
function unknownIds(ids: readonly number[]): Response | null {
  const missing = ids.filter((id) => !notificationsTable.find(id));
  if (missing.length === 0) return null;
  return notFound(missing.length === 1 ? `Notification ${missing[0]}` : `Notifications ${missing.join(', ')}`);
}

export const handlers = [
  http.get(api('/notifications'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(listFor(request));
  }),

  http.post(api('/notifications/read-all'), ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    notificationsTable.replaceAll(notificationsTable.all().map((n) => ({ ...n, isRead: true })));
    return HttpResponse.json(listFor(request));
  }),

  http.patch(api('/notifications'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(bulkPatchBody, request);
    if (body instanceof Response) return body;
    const missing = unknownIds(body.ids);
    if (missing) return missing;
    const chosen = new Set(body.ids);
    notificationsTable.replaceAll(
      notificationsTable.all().map((n) => (chosen.has(n.id) ? { ...n, isRead: body.isRead } : n)),
    );
    return HttpResponse.json(listFor(request));
  }),

  http.post(api('/notifications/delete'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(bulkDeleteBody, request);
    if (body instanceof Response) return body;
    const missing = unknownIds(body.ids);
    if (missing) return missing;
    const chosen = new Set(body.ids);
    notificationsTable.replaceAll(notificationsTable.all().filter((n) => !chosen.has(n.id)));
    return HttpResponse.json({ ids: body.ids });
  }),

  http.patch(api('/notifications/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id);
    if (id instanceof Response) return id;
    const body = await parseBody(patchBody, request);
    if (body instanceof Response) return body;
    const updated = notificationsTable.update(id, { isRead: body.isRead });
    return updated ? HttpResponse.json(inLanguage(request)(updated)) : notFound(`Notification ${id}`);
  }),

  http.delete(api('/notifications/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id);
    if (id instanceof Response) return id;
    return notificationsTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Notification ${id}`);
  }),
];
