/**
 * The chat's plain values: presences, delivery states and the attachment rules the composer and
 * the demo backend both enforce. No zod here, so the composer's checks do not load the schemas
 * before the first paint (the answers are parsed once they arrive: lib/parse-answer.ts).
 */
export const presences = ['online', 'away', 'busy', 'offline'] as const;
export type Presence = (typeof presences)[number];

export const deliveryStates = ['sent', 'delivered', 'read'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** Longest message text, in characters. */
export const maxMessageLength = 2000;
/** Largest attachment, in bytes (2 MB, as file managers count). */
export const maxAttachmentBytes = 2_000_000;
/** Attachment types the chat accepts: pictures, PDF and plain text. */
export const attachmentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain'];
