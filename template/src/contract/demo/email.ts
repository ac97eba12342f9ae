/**
 * The contract's email endpoints. The check reads a folder page, the counts and a message, then
 * writes a draft, saves it again, stars it, marks it read in bulk and deletes it for good.
 */
import { z } from 'zod/mini';
import {
  mailBodySchema,
  mailBulkPatchBodySchema,
  mailDeleteBodySchema,
  mailPatchBodySchema,
} from '@/features/email/types/requests';
import {
  deletedMailsSchema,
  mailCountsSchema,
  mailDetailSchema,
  mailPageSchema,
  mailSchema,
  updatedMailsSchema,
  type Mail,
  type MailSummary,
} from '@/features/email/types/schemas';
import type { AnswerOf, Endpoint } from '../types';

const q = z.optional(z.string());
const draft = { to: ['someone@example.com'], subject: 'Contract check', html: '<p>Checked</p>', mode: 'draft' };
const draftId = (answerOf: AnswerOf) => answerOf<Mail>('createMail')?.id;

export const emailEndpoints: Endpoint[] = [
  {
    id: 'listMails',
    method: 'get',
    path: '/email/messages',
    tag: 'Email',
    summary: 'One page of a folder view (inbox by default; starred spans the folders), newest first',
    query: z.object({ folder: q, label: q, q, page: q, itemsPerPage: q }),
    answer: mailPageSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400],
  },
  {
    id: 'getMailCounts',
    method: 'get',
    path: '/email/counts',
    tag: 'Email',
    summary: 'Unread and total messages of every folder view',
    answer: mailCountsSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [],
  },
  {
    id: 'getMail',
    method: 'get',
    path: '/email/messages/{id}',
    tag: 'Email',
    summary: 'A message with its body and its conversation, oldest first',
    answer: mailDetailSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<{ items: MailSummary[] }>('listMails')?.items[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'createMail',
    method: 'post',
    path: '/email/messages',
    tag: 'Email',
    summary: '`send` files the message in Sent (one recipient at least), `draft` in Drafts',
    body: mailBodySchema,
    answer: mailSchema,
    status: 201,
    ability: { action: 'read', subject: 'Email' },
    errors: [400],
    sample: () => ({ body: draft }),
  },
  {
    id: 'updateMail',
    method: 'put',
    path: '/email/messages/{id}',
    tag: 'Email',
    summary: 'Save a draft again, or send it (400 when the message is not a draft)',
    body: mailBodySchema,
    answer: mailSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = draftId(answerOf);
      return id === undefined ? undefined : { path: { id }, body: { ...draft, subject: 'Contract check 2' } };
    },
  },
  {
    id: 'patchMail',
    method: 'patch',
    path: '/email/messages/{id}',
    tag: 'Email',
    summary: 'Mark read, star, move to a folder, or change the labels',
    body: mailPatchBodySchema,
    answer: mailSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = draftId(answerOf);
      return id === undefined ? undefined : { path: { id }, body: { starred: true, addLabels: ['important'] } };
    },
  },
  {
    id: 'patchMails',
    method: 'patch',
    path: '/email/messages',
    tag: 'Email',
    summary: 'The same change for up to 100 messages (404 names unknown ids)',
    body: mailBulkPatchBodySchema,
    answer: updatedMailsSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = draftId(answerOf);
      return id === undefined ? undefined : { body: { ids: [id], read: true } };
    },
  },
  {
    id: 'deleteMails',
    method: 'post',
    path: '/email/messages/delete',
    tag: 'Email',
    summary: 'Delete messages for good (the app moves to trash with a patch first)',
    body: mailDeleteBodySchema,
    answer: deletedMailsSchema,
    ability: { action: 'read', subject: 'Email' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = draftId(answerOf);
      return id === undefined ? undefined : { body: { ids: [id] } };
    },
  },
];
