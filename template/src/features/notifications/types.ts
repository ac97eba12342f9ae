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

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = Notification['type'];

export type NotificationList = z.infer<typeof notificationListSchema>;
