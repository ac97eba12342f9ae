/** Schemas of the notification endpoints' answers (loaded beside the requests: lib/parse-answer.ts). */
import { z } from 'zod/mini';
import { notificationColors, notificationTypes } from './types';

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
