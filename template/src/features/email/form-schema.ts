/**
 * The compose form: its values as the inputs hold them (recipients as typed text), the checks
 * (each address, at least one recipient to send, attachment type and size), and the conversion to
 * the API's input. The values compose opens with are built in compose-values.ts (no zod).
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
} from './types/constants';
import type { MailAttachment, MailInput } from './types/schemas';

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
