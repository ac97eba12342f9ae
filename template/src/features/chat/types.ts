/**
 * Shapes of the chat's answers and socket events, shared by the screen and the demo backend, and
 * the attachment rules both enforce (the composer says no before anything is sent; the server
 * refuses what slips past it).
 */
import { z } from 'zod/mini';
import { attachmentTypes, deliveryStates, maxAttachmentBytes, maxMessageLength, presences } from './constants';

export {
  attachmentTypes,
  deliveryStates,
  maxAttachmentBytes,
  maxMessageLength,
  presences,
  type DeliveryState,
  type Presence,
} from './constants';

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  avatar: z.string(),
  presence: z.enum(presences),
  email: z.string(),
  phone: z.string(),
  about: z.string(),
});
export type ChatContact = z.infer<typeof contactSchema>;

export const attachmentSchema = z.object({ name: z.string(), size: z.number(), type: z.string() });
export type ChatAttachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** `me` for the signed-in user's messages, else the contact's. */
  from: z.enum(['me', 'contact']),
  text: z.string(),
  /** ISO 8601 time the server stored it. */
  sentAt: z.string(),
  status: z.enum(deliveryStates),
  attachment: z.optional(attachmentSchema),
  /** The sender's own id for a message it sent, so the sending tab can match its pending copy. */
  clientId: z.optional(z.string()),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** GET /chat/conversations: one row per contact, newest conversation first. */
export const conversationSchema = z.object({
  id: z.string(),
  contact: contactSchema,
  unread: z.number(),
  lastMessage: z.nullable(messageSchema),
});
export type ChatConversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

/** GET /chat/conversations/:id/messages */
export const threadSchema = z.object({ contact: contactSchema, messages: z.array(messageSchema) });
export type ChatThread = z.infer<typeof threadSchema>;

export const sentMessageSchema = z.object({ message: messageSchema });
export const readSchema = z.object({ id: z.string(), unread: z.number() });

/** What the page sends over the socket. */
export interface ChatOutgoing {
  type: 'send';
  clientId: string;
  conversationId: string;
  text: string;
  attachment?: ChatAttachment;
}

/** What the socket server pushes: new messages, delivery changes, typing, and refused sends. */
export const socketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({
    type: z.literal('status'),
    conversationId: z.string(),
    ids: z.array(z.string()),
    status: z.enum(deliveryStates),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.string(), typing: z.boolean() }),
  z.object({ type: z.literal('rejected'), clientId: z.string(), message: z.string() }),
]);
export type ChatSocketEvent = z.infer<typeof socketEventSchema>;

/**
 * What the user sends, over REST (POST /chat/conversations/:id/messages) or the socket: text, an
 * attachment's description, or both; `clientId` pairs the echo with the message shown while sending.
 */
export const messageBodySchema = z
  .object({
    text: z._default(
      z.string().check(z.trim(), z.maxLength(maxMessageLength, `Text must be at most ${maxMessageLength} characters`)),
      '',
    ),
    attachment: z.optional(
      z.object({
        name: z.string().check(z.trim(), z.minLength(1, 'Attachment name is required'), z.maxLength(200)),
        size: z
          .number()
          .check(
            z.int(),
            z.nonnegative(),
            z.maximum(maxAttachmentBytes, `Attachment must be at most ${maxAttachmentBytes / 1_000_000} MB`),
          ),
        type: z.enum(attachmentTypes as [string, ...string[]], {
          error: `Attachment type must be one of: ${attachmentTypes.join(', ')}`,
        }),
      }),
    ),
    clientId: z.optional(z.string().check(z.maxLength(64))),
  })
  .check(
    z.refine((m) => m.text.length > 0 || m.attachment !== undefined, {
      path: ['text'],
      message: 'Write a message or attach a file',
    }),
  );
export type MessageInput = z.infer<typeof messageBodySchema>;
