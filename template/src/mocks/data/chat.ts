/**
 * Seed of the chat: the contacts and a few days of history with each, placed relative to today so
 * the demo always reads as recent. Replies are what a contact answers over the socket, in turn.
 */
import type { ChatContact, ChatMessage, Presence } from '@/features/chat/types';

const avatar = (n: number) => `${import.meta.env.BASE_URL}images/avatars/avatar-${n}.svg`;

function contact(id: string, name: string, role: string, presence: Presence, picture: number | null): ChatContact {
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    id,
    name,
    role,
    presence,
    avatar: picture ? avatar(picture) : '',
    email: `${handle}@example.com`,
    phone: `+1 (555) 01${id.slice(1).padStart(2, '0')}`,
    about: `${role} at Tessera. Usually answers within the hour.`,
  };
}

/**
 * One language's chat prose (chat-fr.ts, chat-ar.ts): each contact's role and about line by contact
 * id, each seeded message by message id, and the replies in `chatReplies`' order. Names stay.
 */
export interface ChatLanguage {
  contacts: Record<string, Pick<ChatContact, 'role' | 'about'>>;
  messages: Record<string, Pick<ChatMessage, 'text'>>;
  replies: string[];
}

export const chatContacts: ChatContact[] = [
  contact('c1', 'Felecia Rower', 'Product designer', 'online', 1),
  contact('c2', 'Adalberto Granzin', 'Frontend developer', 'busy', 2),
  contact('c3', 'Joaquina Weisenborn', 'Sales manager', 'away', 3),
  contact('c4', 'Verla Morgano', 'Support lead', 'online', 4),
  contact('c5', 'Margot Henschke', 'Data analyst', 'offline', null),
  contact('c6', 'Sal Piggee', 'Marketing lead', 'online', 5),
  contact('c7', 'Miguel Guelff', 'Backend developer', 'offline', 6),
  contact('c8', 'Mauro Elenbaas', 'Account executive', 'away', null),
];

/** [conversation, from, text, days ago, time of day] */
type Line = [string, ChatMessage['from'], string, number, string];

const lines: Line[] = [
  ['c1', 'contact', 'Hi! Do you have a minute to look at the new onboarding screens?', 2, '09:12'],
  ['c1', 'me', 'Sure, send them over.', 2, '09:15'],
  ['c1', 'contact', 'Here they are. The second step still feels long to me.', 2, '09:20'],
  ['c1', 'me', 'Agreed, we could merge the address and the company fields.', 1, '10:02'],
  ['c1', 'contact', 'Good idea, I will try it this afternoon.', 0, '08:41'],
  ['c2', 'me', 'The build is green again, thanks for the fix.', 3, '16:30'],
  ['c2', 'contact', 'No problem. The flaky test was a timezone issue.', 3, '16:42'],
  ['c3', 'contact', 'Can we move the quarterly review to Thursday?', 1, '14:05'],
  ['c3', 'contact', 'Friday works too if Thursday is full.', 1, '14:07'],
  ['c4', 'me', 'How many tickets are still open from the outage?', 0, '07:55'],
  ['c4', 'contact', 'Twelve, all answered. Closing them after lunch.', 0, '08:10'],
  ['c6', 'contact', 'The campaign numbers are in: 4.2% click-through.', 4, '11:00'],
  ['c6', 'me', 'That beats last month. Nice work!', 4, '11:20'],
  ['c7', 'me', 'Is the export endpoint ready for review?', 5, '15:10'],
];

/** Unread messages per conversation at the start (the last ones from the contact). */
export const chatSeedUnread: Record<string, number> = { c1: 1, c3: 2 };

export function seedChatMessages(now = new Date()): ChatMessage[] {
  return lines.map(([conversationId, from, text, daysAgo, time], index) => {
    const [hours, minutes] = time.split(':').map(Number);
    const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes);
    // A seed time later than now (early in the morning) moves to the day before.
    if (at > now) at.setDate(at.getDate() - 1);
    return {
      id: `m${index + 1}`,
      conversationId,
      from,
      text,
      sentAt: at.toISOString(),
      status: from === 'me' && conversationId === 'c7' ? 'delivered' : 'read',
    };
  });
}

/** What contacts answer over the socket, in turn. */
export const chatReplies = [
  'Got it, thanks!',
  'Sounds good to me.',
  'Let me check and get back to you.',
  'Great, talk soon.',
  'Perfect, I will take care of it.',
];
