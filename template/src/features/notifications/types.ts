/** Notification shapes: the endpoints' answers (loaded beside the requests: lib/parse-answer.ts) and their types. */
import { z } from 'zod/mini';
import { tones } from '@/components/ui/tone';

export const notificationTypes = [
  'email',
  'reminder',
  'notification',
  'alert',
  'announcement',
  'chat',
  'payment',
] as const;
export const notificationColors = tones;

/** A notification as GET /notifications answers it. */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(notificationTypes),
  message: z.string(),
  /** ISO date-time. */
  timestamp: z.string(),
  isRead: z.boolean(),
  /** Icon name, mapped to an icon in components/notification-icon.tsx. */
  icon: z.string(),
  color: z.enum(notificationColors),
});

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema) });

/** DELETE /notifications/:id answers the id it removed. */
export const deletedSchema = z.object({ id: z.number() });

/** POST /notifications/delete answers the ids it removed. */
export const deletedManySchema = z.object({ ids: z.array(z.number()) });

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = Notification['type'];

export type NotificationList = z.infer<typeof notificationListSchema>;

// Requests, as the servers check them (the demo backend, the reference server and the API contract).

/** The `:id` of notifications/:id. */
export const notificationIdParamSchema = z.coerce
  .number({ error: 'Notification id must be a number' })
  .check(z.int('Notification id must be a whole number'), z.positive('Notification id must be positive'));

/** PATCH notifications/:id: read or unread. */
export const notificationPatchSchema = z.strictObject({ isRead: z.boolean({ error: 'isRead must be true or false' }) });

/** The most notifications one bulk request may name (a page of the list at its largest). */
export const bulkLimit = 100;

/** `ids` of the bulk requests: distinct notification ids, at least one, at most `bulkLimit`. */
const idsSchema = z
  .array(
    z
      .number({ error: 'Each id must be a number' })
      .check(z.int('Each id must be a whole number'), z.positive('Each id must be positive')),
    { error: 'ids must be a list of notification ids' },
  )
  .check(
    z.minLength(1, 'ids must name at least one notification'),
    z.maxLength(bulkLimit, `ids may name at most ${bulkLimit} notifications`),
    z.refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat'),
  );

/** PATCH notifications: the chosen notifications become read or unread. */
export const notificationBulkPatchSchema = z.strictObject({
  ids: idsSchema,
  isRead: z.boolean({ error: 'isRead must be true or false' }),
});

/** POST notifications/delete: the chosen notifications are deleted. */
export const notificationBulkDeleteSchema = z.strictObject({ ids: idsSchema });
