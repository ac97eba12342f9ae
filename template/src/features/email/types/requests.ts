/** The email app's request bodies, as the server checks them (400 names each wrong field). */
import { z } from 'zod/mini';
import {
  attachmentTypes,
  emailAddressPattern,
  emailLabels,
  mailboxes,
  maxAttachmentBytes,
  maxAttachments,
  maxBodyChars,
  maxRecipients,
  maxSubject,
} from './constants';

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

/**
 * POST /email/messages and PUT /email/messages/:id: `send` needs at least one recipient, `draft`
 * keeps whatever is there.
 */
export const mailBodySchema = z
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
/** PATCH /email/messages/:id: labels set outright, or added and removed one by one. */
export const mailPatchBodySchema = z.object(patchFields);
const ids = z
  .array(z.number().check(z.int('ids must be whole numbers'), z.positive('ids must be positive')))
  .check(z.minLength(1, 'ids needs at least one id'), z.maxLength(100, 'ids takes at most 100 ids'));
/** PATCH /email/messages: the same change for up to 100 messages. */
export const mailBulkPatchBodySchema = z.object({ ids, ...patchFields });
/** POST /email/messages/delete: removed for good. */
export const mailDeleteBodySchema = z.object({ ids });

export type MailBody = z.infer<typeof mailBodySchema>;
export type MailPatchBody = z.infer<typeof mailPatchBodySchema>;
