/**
 * The email app's answers and constants, shared by the screens and the demo backend. A message is
 * stored once, in one folder; "starred" is a view over every folder but trash and spam.
 */
import { z } from 'zod/mini';

/** Folders a message is stored in. */
export const mailboxes = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type Mailbox = (typeof mailboxes)[number];

/** Folders the sidebar lists: the stored ones plus the starred view. */
export const emailFolders = ['inbox', 'sent', 'drafts', 'starred', 'spam', 'trash'] as const;
export type EmailFolder = (typeof emailFolders)[number];

export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof emailLabels)[number];

/** Colour of each label's dot and chip. */
export const labelTone = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
} as const satisfies Record<EmailLabel, string>;

/** Attachments: what a message may carry. */
export const attachmentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/csv',
  'application/zip',
] as const;
export const maxAttachmentBytes = 5 * 1024 * 1024;
export const maxAttachments = 5;
export const maxRecipients = 20;
export const maxSubject = 200;
export const maxBodyChars = 50_000;

/** An address the app and the backend accept: something@domain.tld, no spaces. */
export const emailAddressPattern = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]{2,}$/;

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
