/**
 * The compose form: its values as the inputs hold them (recipients as typed text), the checks
 * (each address, at least one recipient to send, attachment type and size), and the conversions to
 * the API's input and from a stored message (a draft reopened, a reply, a forward).
 * Messages are keys of the `email` namespace; the form shows them with the offending addresses.
 */
import { z } from 'zod/mini';
import {
  attachmentTypes,
  emailAddressPattern,
  maxAttachmentBytes,
  maxAttachments,
  maxRecipients,
  maxSubject,
  type Mail,
  type MailAttachment,
  type MailInput,
} from './types';

/** The addresses in a recipients field: separated by commas, semicolons or spaces. */
export function parseAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The typed addresses that are not email addresses, to name them in the message. */
export const invalidAddresses = (text: string) => parseAddresses(text).filter((a) => !emailAddressPattern.test(a));

const isAllowedType = (type: string) => (attachmentTypes as readonly string[]).includes(type);
/** Attachments of a type the app does not take, or above the size limit. */
export const rejectedFiles = (files: readonly MailAttachment[]) =>
  files.filter((file) => !isAllowedType(file.type) || file.size > maxAttachmentBytes);

const recipients = z.string().check(
  z.refine((text) => invalidAddresses(text).length === 0, 'compose.errors.invalidAddress'),
  z.refine((text) => parseAddresses(text).length <= maxRecipients, 'compose.errors.tooMany'),
);

const attachment = z.object({ name: z.string(), size: z.number(), type: z.string() });

export const composeSchema = z
  .object({
    mode: z.enum(['send', 'draft']),
    to: recipients,
    cc: recipients,
    bcc: recipients,
    subject: z.string().check(z.maxLength(maxSubject, 'compose.errors.subjectLength')),
    html: z.string(),
    attachments: z.array(attachment).check(
      z.refine((files) => rejectedFiles(files).length === 0, 'compose.errors.attachment'),
      z.maxLength(maxAttachments, 'compose.errors.attachmentCount'),
    ),
  })
  .check(
    z.refine((values) => values.mode === 'draft' || parseAddresses(values.to).length > 0, {
      message: 'compose.errors.toRequired',
      path: ['to'],
      // Said together with the other fields' messages, not only once they are right.
      when: ({ value }) => typeof (value as { to?: unknown } | null)?.to === 'string',
    }),
  );
export type ComposeValues = z.infer<typeof composeSchema>;

export const emptyCompose: ComposeValues = {
  mode: 'send',
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  html: '',
  attachments: [],
};

/** What the API receives for valid values. */
export function toMailInput(values: ComposeValues, threadId?: string): MailInput {
  return {
    to: parseAddresses(values.to),
    cc: parseAddresses(values.cc),
    bcc: parseAddresses(values.bcc),
    subject: values.subject.trim(),
    html: values.html,
    attachments: values.attachments.map(({ name, size, type }) => ({ name, size, type })),
    mode: values.mode,
    ...(threadId ? { threadId } : {}),
  };
}

/** A draft reopened: the form as it was saved. */
export function valuesFromDraft(mail: Mail): ComposeValues {
  return {
    mode: 'send',
    to: mail.to.join(', '),
    cc: mail.cc.join(', '),
    bcc: mail.bcc.join(', '),
    subject: mail.subject,
    html: mail.html,
    attachments: mail.attachments,
  };
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * A reply (to the sender, or to the recipients of one's own message) or a forward (attachments
 * kept): the original quoted under an empty first paragraph. `intro` is the translated
 * "On <date>, <name> wrote:" line; the editor keeps only the markup it knows of the quoted body.
 */
export function valuesFromReply(
  mail: Mail,
  kind: 'reply' | 'forward',
  ownAddress: string,
  intro: string,
): ComposeValues {
  const fromMe = mail.from.email === ownAddress;
  const quote = `<p></p><p>${escapeHtml(intro)}</p><blockquote>${mail.html}</blockquote>`;
  return {
    ...emptyCompose,
    to: kind === 'reply' ? (fromMe ? mail.to.join(', ') : mail.from.email) : '',
    subject: kind === 'reply' ? prefixed('Re:', mail.subject) : prefixed('Fwd:', mail.subject),
    html: quote,
    attachments: kind === 'forward' ? mail.attachments : [],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
