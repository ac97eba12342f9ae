/**
 * What compose opens with: an empty message, a draft as it was saved, or a reply or forward with the
 * original quoted. Kept apart from the form schema (and so from zod), as the screen builds these
 * before the compose dialog and its checks have loaded.
 */
import type { ComposeValues } from './form-schema';
import type { Mail } from './types/schemas';

export const emptyCompose: ComposeValues = {
  mode: 'send',
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  html: '',
  attachments: [],
};

/** A draft reopened: the form as it was saved. */
export function valuesFromDraft(mail: Mail): ComposeValues {
  return {
    mode: 'send',
    to: mail.to.join(', '),
    cc: mail.cc.join(', '),
    bcc: mail.bcc.join(', '),
    subject: mail.subject,
    html: mail.html,
    attachments: mail.attachments,
  };
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * A reply (to the sender, or to the recipients of one's own message) or a forward (attachments
 * kept): the original quoted under an empty first paragraph. `intro` is the translated
 * "On <date>, <name> wrote:" line; the editor keeps only the markup it knows of the quoted body.
 */
export function valuesFromReply(
  mail: Mail,
  kind: 'reply' | 'forward',
  ownAddress: string,
  intro: string,
): ComposeValues {
  const fromMe = mail.from.email === ownAddress;
  const quote = `<p></p><p>${escapeHtml(intro)}</p><blockquote>${mail.html}</blockquote>`;
  return {
    ...emptyCompose,
    to: kind === 'reply' ? (fromMe ? mail.to.join(', ') : mail.from.email) : '',
    subject: kind === 'reply' ? prefixed('Re:', mail.subject) : prefixed('Fwd:', mail.subject),
    html: quote,
    attachments: kind === 'forward' ? mail.attachments : [],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
