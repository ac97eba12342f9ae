/**
 * Demo backend of the email app. Messages live in one folder each (inbox, sent, drafts, spam,
 * trash); "starred" is the starred messages of every folder but spam and trash.
 *   GET    /email/messages?folder=&label=&q=&page=&itemsPerPage=  -> {items, total}: one page of a
 *          folder view, newest first (folder defaults to inbox; itemsPerPage 1-100, default 10)
 *   GET    /email/counts                      -> {inbox: {unread, total}, sent: …} for every folder view
 *   GET    /email/messages/:id                -> {mail, thread}: the message with its body and its
 *          conversation, oldest first; 404 for an unknown id
 *   POST   /email/messages  {to, cc, bcc, subject, html, attachments, mode, threadId?}
 *          -> 201 the message: `send` files it in Sent (at least one recipient), `draft` in Drafts
 *   PUT    /email/messages/:id  {same as POST}  -> the draft saved again, or sent (then in Sent);
 *          404 unknown id, 400 when the message is not a draft
 *   PATCH  /email/messages/:id  {read?, starred?, folder?, labels?, addLabels?, removeLabels?}  -> the message
 *   PATCH  /email/messages  {ids, ...the same}  -> {updated}; 404 names unknown ids
 *   POST   /email/messages/delete  {ids}      -> {deleted}: removed for good (the app moves a message
 *          to trash with PATCH folder=trash and deletes for good from trash)
 * Addresses are checked one by one; every body answers 400 with field messages when it is wrong.
 * Seeded subjects and bodies come in the reader's language (Accept-Language, mocks/locale.ts) until
 * a user edits them, and `q` searches them in it; names and addresses stay as written.
 * Every endpoint needs read Email, what the email screen's route needs (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { emailFolders, emailLabels } from '@/features/email/types/constants';
import {
  mailBodySchema,
  mailBulkPatchBodySchema,
  mailDeleteBodySchema,
  mailPatchBodySchema,
  type MailBody,
  type MailPatchBody,
} from '@/features/email/types/requests';
import type { Mail } from '@/features/email/types/schemas';
import { mailOwner } from '../data/email';
import { api, badRequest, notFound, parseBody, parseId, parseQuery, requireAbility } from '../http';
import { localeOf } from '../locale';
import { countMails, listMails, mailIn, mailsTable, threadOf, toSummary, withPreview } from './email-store';

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .check(
      z.int(`${name} must be a whole number from 1 to ${max}`),
      z.gte(1, `${name} must be a whole number from 1 to ${max}`),
      z.lte(max, `${name} must be a whole number from 1 to ${max}`),
    );

const listQuery = z.object({
  folder: z._default(z.enum(emailFolders, { error: `folder must be one of: ${emailFolders.join(', ')}` }), 'inbox'),
  label: z.optional(z.enum(emailLabels, { error: `label must be one of: ${emailLabels.join(', ')}` })),
  q: z.optional(z.string().check(z.maxLength(100, 'q must be at most 100 characters'))),
  page: z._default(pageNumber('page', 100_000), 1),
  itemsPerPage: z._default(pageNumber('itemsPerPage', 100), 10),
});

/** Applies a patch to a stored message: labels are set outright, or added and removed one by one. */
function patchMail(id: number, { addLabels = [], removeLabels = [], ...patch }: MailPatchBody): Mail | undefined {
  const stored = mailsTable.find(id);
  if (!stored) return undefined;
  const labels = new Set([...(patch.labels ?? stored.labels), ...addLabels]);
  removeLabels.forEach((label) => labels.delete(label));
  return mailsTable.update(id, { ...patch, labels: emailLabels.filter((label) => labels.has(label)) });
}

/** The stored message of a compose body: sent now, or kept as a draft. */
function fromBody(body: MailBody, id: number): Mail {
  return withPreview({
    id,
    folder: body.mode === 'send' ? 'sent' : 'drafts',
    from: mailOwner,
    to: body.to,
    cc: body.cc,
    bcc: body.bcc,
    subject: body.subject,
    html: body.html,
    preview: '',
    date: new Date().toISOString(),
    read: true,
    starred: false,
    labels: [],
    attachments: body.attachments,
    threadId: body.threadId ?? `t${id}`,
  });
}

/** The ids of a bulk body that the store does not hold, as a 404; null when all are known. */
function unknownIds(list: number[]): Response | null {
  const missing = list.filter((id) => !mailsTable.find(id));
  return missing.length ? notFound(`Messages ${missing.join(', ')}`) : null;
}

export const handlers = [
  http.get(api('email/messages'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const all = listMails({ ...query, locale: localeOf(request) });
    const start = (query.page - 1) * query.itemsPerPage;
    return HttpResponse.json({ items: all.slice(start, start + query.itemsPerPage).map(toSummary), total: all.length });
  }),

  http.get(api('email/counts'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Email');
    return user instanceof Response ? user : HttpResponse.json(countMails());
  }),

  http.get(api('email/messages/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const mail = mailsTable.find(id);
    if (!mail) return notFound(`Message ${id}`);
    const locale = localeOf(request);
    return HttpResponse.json({ mail: withPreview(mailIn(mail, locale)), thread: threadOf(mail, locale) });
  }),

  http.post(api('email/messages'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const body = await parseBody(mailBodySchema, request);
    if (body instanceof Response) return body;
    const mail = mailsTable.insert(fromBody(body, mailsTable.nextId()));
    return HttpResponse.json(mail, { status: 201 });
  }),

  http.put(api('email/messages/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const stored = mailsTable.find(id);
    if (!stored) return notFound(`Message ${id}`);
    if (stored.folder !== 'drafts') return badRequest(`Message ${id} is not a draft`);
    const body = await parseBody(mailBodySchema, request);
    if (body instanceof Response) return body;
    const mail = mailsTable.update(id, { ...fromBody({ ...body, threadId: stored.threadId }, id) });
    return mail ? HttpResponse.json(withPreview(mailIn(mail, localeOf(request)))) : notFound(`Message ${id}`);
  }),

  http.patch(api('email/messages/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const body = await parseBody(mailPatchBodySchema, request);
    if (body instanceof Response) return body;
    const mail = patchMail(id, body);
    return mail ? HttpResponse.json(withPreview(mailIn(mail, localeOf(request)))) : notFound(`Message ${id}`);
  }),

  http.patch(api('email/messages'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const body = await parseBody(mailBulkPatchBodySchema, request);
    if (body instanceof Response) return body;
    const { ids: list, ...patch } = body;
    const missing = unknownIds(list);
    if (missing) return missing;
    list.forEach((id) => patchMail(id, patch));
    return HttpResponse.json({ updated: list.length });
  }),

  http.post(api('email/messages/delete'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Email');
    if (user instanceof Response) return user;
    const body = await parseBody(mailDeleteBodySchema, request);
    if (body instanceof Response) return body;
    const missing = unknownIds(body.ids);
    if (missing) return missing;
    body.ids.forEach((id) => mailsTable.remove(id));
    return HttpResponse.json({ deleted: body.ids.length });
  }),
];
