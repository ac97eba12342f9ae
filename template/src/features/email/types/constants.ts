/**
 * The email app's constants: folders, labels and the limits of compose, shared by the screens, the
 * form schema and the demo backend. Plain values only (no zod), so the list can use them without
 * loading the schemas before its first paint.
 */
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
