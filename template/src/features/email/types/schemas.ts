/**
 * The email app's answers, shared by the screens and the demo backend (its constants are in
 * constants.ts, which carries no zod: the list imports them before its first paint). A message is
 * stored once, in one folder; "starred" is a view over every folder but trash and spam.
 */
import { z } from 'zod/mini';
import { emailFolders, emailLabels, mailboxes, type EmailLabel, type Mailbox } from './constants';

const personSchema = z.object({ name: z.string(), email: z.string() });
export type MailPerson = z.infer<typeof personSchema>;

export const attachmentSchema = z.object({ name: z.string(), size: z.number(), type: z.string() });
export type MailAttachment = z.infer<typeof attachmentSchema>;

/** One message as the list shows it (no body). */
export const mailSummarySchema = z.object({
  id: z.number(),
  folder: z.enum(mailboxes),
  from: personSchema,
  to: z.array(z.string()),
  subject: z.string(),
  /** The body's first words, as plain text. */
  preview: z.string(),
  /** ISO date and time. */
  date: z.string(),
  read: z.boolean(),
  starred: z.boolean(),
  labels: z.array(z.enum(emailLabels)),
  attachments: z.array(attachmentSchema),
  threadId: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One message in full; `html` is stored as sent and must be sanitised before it is shown. */
export const mailSchema = z.object({
  ...mailSummarySchema.shape,
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  html: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

/** GET /email/messages: one page of a folder. */
export const mailPageSchema = z.object({ items: z.array(mailSummarySchema), total: z.number() });
export type MailPage = z.infer<typeof mailPageSchema>;

/** GET /email/messages/:id: the message and its thread (oldest first, itself included). */
export const mailDetailSchema = z.object({ mail: mailSchema, thread: z.array(mailSchema) });
export type MailDetail = z.infer<typeof mailDetailSchema>;

/** GET /email/counts: unread and total messages per folder. */
export const mailCountsSchema = z.record(z.enum(emailFolders), z.object({ unread: z.number(), total: z.number() }));
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const updatedMailsSchema = z.object({ updated: z.number() });
export const deletedMailsSchema = z.object({ deleted: z.number() });

/** What compose sends (POST /email/messages, PUT /email/messages/:id for a draft). */
export interface MailInput {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  attachments: MailAttachment[];
  /** `send` files it in Sent; `draft` keeps it in Drafts. */
  mode: 'send' | 'draft';
  /** The thread a reply belongs to. */
  threadId?: string;
}

/** A change to one or many messages (PATCH). */
export interface MailPatch {
  read?: boolean;
  starred?: boolean;
  folder?: Mailbox;
  /** Sets the labels outright. */
  labels?: EmailLabel[];
  /** Adds labels, keeping each message's others (a bulk change over messages with different labels). */
  addLabels?: EmailLabel[];
  removeLabels?: EmailLabel[];
}
