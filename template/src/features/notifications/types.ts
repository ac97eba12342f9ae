import type { z } from 'zod/mini';
import { tones } from '@/components/ui/tone';
import type { notificationListSchema, notificationSchema } from './schemas';

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

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = Notification['type'];

export type NotificationList = z.infer<typeof notificationListSchema>;
