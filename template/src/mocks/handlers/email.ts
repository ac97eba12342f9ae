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
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import {
  attachmentTypes,
  emailAddressPattern,
  emailFolders,
  emailLabels,
  mailboxes,
  maxAttachmentBytes,
  maxAttachments,
  maxBodyChars,
  maxRecipients,
  maxSubject,
} from '@/features/email/types/constants';
import type { Mail } from '@/features/email/types/schemas';
import { mailOwner } from '../data/email';
import { api, badRequest, notFound, parseBody, parseId, parseQuery, requireUser } from '../http';
import { countMails, listMails, mailsTable, threadOf, toSummary, withPreview } from './email-store';

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

const address = z.string().check(z.trim(), z.regex(emailAddressPattern, 'must be a valid email address'));
const addresses = (field: string) =>
  z._default(
    z.array(address).check(z.maxLength(maxRecipients, `${field} takes at most ${maxRecipients} addresses`)),
    [],
  );

const attachment = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(200, 'name is too long')),
  size: z
    .number()
    .check(
      z.int('size must be a whole number'),
      z.gte(0, 'size must not be negative'),
      z.lte(maxAttachmentBytes, `size must be at most ${maxAttachmentBytes} bytes`),
    ),
  type: z.enum(attachmentTypes, { error: `type must be one of: ${attachmentTypes.join(', ')}` }),
});

const mailBody = z
  .object({
    to: addresses('to'),
    cc: addresses('cc'),
    bcc: addresses('bcc'),
    subject: z._default(
      z.string().check(z.trim(), z.maxLength(maxSubject, `subject must be at most ${maxSubject} characters`)),
      '',
    ),
    html: z._default(
      z.string().check(z.maxLength(maxBodyChars, `html must be at most ${maxBodyChars} characters`)),
      '',
    ),
    attachments: z._default(
      z.array(attachment).check(z.maxLength(maxAttachments, `at most ${maxAttachments} attachments`)),
      [],
    ),
    mode: z.enum(['send', 'draft'], { error: 'mode must be send or draft' }),
    threadId: z.optional(z.string().check(z.maxLength(40, 'threadId is too long'))),
  })
  .check(
    z.refine((body) => body.mode === 'draft' || body.to.length > 0, {
      message: 'to needs at least one address to send',
      path: ['to'],
      // Said beside the other fields' messages, not only once they are right.
      when: ({ value }) => {
        const raw = (value ?? {}) as { to?: unknown; mode?: unknown };
        return (raw.to === undefined || Array.isArray(raw.to)) && (raw.mode === 'send' || raw.mode === 'draft');
      },
    }),
  );

const labelList = (field: string) =>
  z.array(z.enum(emailLabels, { error: `${field} must be among: ${emailLabels.join(', ')}` }));

const patchFields = {
  read: z.optional(z.boolean({ error: 'read must be true or false' })),
  starred: z.optional(z.boolean({ error: 'starred must be true or false' })),
  folder: z.optional(z.enum(mailboxes, { error: `folder must be one of: ${mailboxes.join(', ')}` })),
  labels: z.optional(labelList('labels')),
  addLabels: z.optional(labelList('addLabels')),
  removeLabels: z.optional(labelList('removeLabels')),
};
const patchBody = z.object(patchFields);
const ids = z
  .array(z.number().check(z.int('ids must be whole numbers'), z.positive('ids must be positive')))
  .check(z.minLength(1, 'ids needs at least one id'), z.maxLength(100, 'ids takes at most 100 ids'));
const bulkPatchBody = z.object({ ids, ...patchFields });
const deleteBody = z.object({ ids });

type MailBody = z.infer<typeof mailBody>;
type MailPatchBody = z.infer<typeof patchBody>;

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
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const all = listMails(query);
    const start = (query.page - 1) * query.itemsPerPage;
    return HttpResponse.json({ items: all.slice(start, start + query.itemsPerPage).map(toSummary), total: all.length });
  }),

  http.get(api('email/counts'), ({ request }) => {
    const user = requireUser(request);
    return user instanceof Response ? user : HttpResponse.json(countMails());
  }),

  http.get(api('email/messages/:id'), ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const mail = mailsTable.find(id);
    return mail ? HttpResponse.json({ mail: withPreview(mail), thread: threadOf(mail) }) : notFound(`Message ${id}`);
  }),

  http.post(api('email/messages'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(mailBody, request);
    if (body instanceof Response) return body;
    const mail = mailsTable.insert(fromBody(body, mailsTable.nextId()));
    return HttpResponse.json(mail, { status: 201 });
  }),

  http.put(api('email/messages/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const stored = mailsTable.find(id);
    if (!stored) return notFound(`Message ${id}`);
    if (stored.folder !== 'drafts') return badRequest(`Message ${id} is not a draft`);
    const body = await parseBody(mailBody, request);
    if (body instanceof Response) return body;
    const mail = mailsTable.update(id, { ...fromBody({ ...body, threadId: stored.threadId }, id) });
    return HttpResponse.json(mail);
  }),

  http.patch(api('email/messages/:id'), async ({ request, params }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Message');
    if (id instanceof Response) return id;
    const body = await parseBody(patchBody, request);
    if (body instanceof Response) return body;
    const mail = patchMail(id, body);
    return mail ? HttpResponse.json(withPreview(mail)) : notFound(`Message ${id}`);
  }),

  http.patch(api('email/messages'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(bulkPatchBody, request);
    if (body instanceof Response) return body;
    const { ids: list, ...patch } = body;
    const missing = unknownIds(list);
    if (missing) return missing;
    list.forEach((id) => patchMail(id, patch));
    return HttpResponse.json({ updated: list.length });
  }),

  http.post(api('email/messages/delete'), async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await parseBody(deleteBody, request);
    if (body instanceof Response) return body;
    const missing = unknownIds(body.ids);
    if (missing) return missing;
    body.ids.forEach((id) => mailsTable.remove(id));
    return HttpResponse.json({ deleted: body.ids.length });
  }),
];
