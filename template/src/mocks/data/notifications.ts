/**
 * The seven sample notifications. Timestamps are relative to
 * the moment the demo store is seeded, so "24 minutes ago" reads naturally on a first visit.
 */
import type { Notification } from '@/features/notifications/types';

const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

export function notificationSeed(now: number = Date.now()): Notification[] {
  const at = (ago: number) => new Date(now - ago).toISOString();
  return [
    {
      id: 1,
      type: 'email',
      message: 'You have a new email from John Doe.',
      timestamp: at(minutes(24)),
      isRead: false,
      icon: 'mail',
      color: 'primary',
    },
    {
      id: 2,
      type: 'reminder',
      message: "Don't forget to attend the meeting at 10 AM.",
      timestamp: at(days(2)),
      isRead: false,
      icon: 'alarm',
      color: 'info',
    },
    {
      id: 3,
      type: 'notification',
      message: 'You have a new follower on social media.',
      timestamp: at(days(4) + hours(3)),
      isRead: true,
      icon: 'user-plus',
      color: 'secondary',
    },
    {
      id: 4,
      type: 'alert',
      message: 'Emergency: Server is down!',
      timestamp: at(hours(2) + minutes(15)),
      isRead: false,
      icon: 'server',
      color: 'error',
    },
    {
      id: 5,
      type: 'announcement',
      message: 'Important announcement: New company policy in effect.',
      timestamp: at(days(1) + hours(4)),
      isRead: true,
      icon: 'megaphone',
      color: 'warning',
    },
    {
      id: 6,
      type: 'chat',
      message: 'New message from support: Your issue has been resolved.',
      timestamp: at(hours(5)),
      isRead: false,
      icon: 'chat',
      color: 'primary',
    },
    {
      id: 7,
      type: 'payment',
      message: 'Payment received from client XYZ.',
      timestamp: at(hours(9) + minutes(40)),
      isRead: true,
      icon: 'wallet',
      color: 'success',
    },
  ];
}
