/**
 * The email app's store and its queries (the endpoints are in email.ts): which messages a folder
 * view holds, the list's plain-text previews, and the unread counts of the sidebar.
 * Seeded subjects and bodies are answered in the reader's language (mocks/locale.ts) until a user
 * edits them (a draft saved with other words); search reads them in that language.
 */
import type { Locale } from '@/config/theme';
import { collection } from '../db';
import { seedMails } from '../data/email';
import { emailAr } from '../data/email-ar';
import { emailFr } from '../data/email-fr';
import { translatedSeed } from '../locale';
import { emailFolders, type EmailFolder, type EmailLabel } from '@/features/email/types/constants';
import type { Mail, MailCounts, MailSummary } from '@/features/email/types/schemas';

export const mailsTable = collection<Mail>('email', () => seedMails());

const mailTexts = { fr: emailFr, ar: emailAr };
const seedProse = new Map(seedMails().map(({ id, subject, html }) => [id, { subject, html }]));

/** A stored message with its seed subject and body in `locale`. */
export const mailIn = (mail: Mail, locale: Locale): Mail =>
  translatedSeed(mail, seedProse.get(mail.id), mail.id, locale, mailTexts);

/** Message bodies as text for previews and search: tags out, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export const previewOf = (html: string) => plainText(html).slice(0, 160);

/** The list's shape of a message: no body, a preview instead. */
export function toSummary({ cc: _cc, bcc: _bcc, html, ...mail }: Mail): MailSummary {
  return { ...mail, preview: previewOf(html) };
}

/** A stored message with its preview up to date. */
export const withPreview = (mail: Mail): Mail => ({ ...mail, preview: previewOf(mail.html) });

/** Whether a message shows in a folder view: starred gathers every folder but spam and trash. */
export function inFolder(mail: Mail, folder: EmailFolder): boolean {
  if (folder === 'starred') return mail.starred && mail.folder !== 'trash' && mail.folder !== 'spam';
  return mail.folder === folder;
}

export interface MailFilter {
  folder: EmailFolder;
  label?: EmailLabel;
  q?: string;
  /** The language the messages are answered, and searched, in. @default 'en' */
  locale?: Locale;
}

function matches(mail: Mail, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [mail.subject, mail.from.name, mail.from.email, ...mail.to, ...mail.cc, plainText(mail.html)];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** The messages of a view, newest first. */
export function listMails({ folder, label, q = '', locale = 'en' }: MailFilter): Mail[] {
  return mailsTable
    .all()
    .filter((mail) => inFolder(mail, folder) && (!label || mail.labels.includes(label)))
    .map((mail) => mailIn(mail, locale))
    .filter((mail) => matches(mail, q))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Unread and total messages of every folder view. */
export function countMails(): MailCounts {
  const all = mailsTable.all();
  const entries = emailFolders.map((folder) => {
    const held = all.filter((mail) => inFolder(mail, folder));
    return [folder, { unread: held.filter((mail) => !mail.read).length, total: held.length }] as const;
  });
  return Object.fromEntries(entries) as MailCounts;
}

/** The conversation of a message, oldest first; drafts of it are left out unless it is the draft. */
export function threadOf(mail: Mail, locale: Locale): Mail[] {
  return mailsTable
    .all()
    .filter(
      (m) => m.threadId === mail.threadId && (m.id === mail.id || (m.folder !== 'drafts' && m.folder !== 'trash')),
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((m) => withPreview(mailIn(m, locale)));
}
