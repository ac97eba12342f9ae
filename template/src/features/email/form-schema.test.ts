import { describe, expect, it } from 'vitest';
import { emptyCompose, valuesFromDraft, valuesFromReply } from './compose-values';
import { composeSchema, invalidAddresses, parseAddresses, toMailInput, type ComposeValues } from './form-schema';
import type { Mail } from './types/schemas';

const errorsOf = (values: ComposeValues) => {
  const result = composeSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const mail: Mail = {
  id: 3,
  folder: 'inbox',
  from: { name: 'Emma Clarke', email: 'emma@example.com' },
  to: ['admin@demo.com'],
  cc: ['liam@example.com'],
  bcc: [],
  subject: 'Q4 review',
  preview: 'Hi',
  html: '<p>Hi <strong>John</strong></p>',
  date: '2026-11-20T10:00:00.000Z',
  read: true,
  starred: false,
  labels: [],
  attachments: [{ name: 'a.pdf', size: 10, type: 'application/pdf' }],
  threadId: 'review',
};

describe('compose form', () => {
  it('splits recipients on commas, semicolons and spaces and names the bad ones', () => {
    expect(parseAddresses(' a@b.co, c@d.org;e@f.io  g@h.net,, ')).toEqual(['a@b.co', 'c@d.org', 'e@f.io', 'g@h.net']);
    expect(invalidAddresses('a@b.co, nope, x@y, z@site.com')).toEqual(['nope', 'x@y']);
  });

  it('needs a recipient to send, and checks every address of every field at once', () => {
    expect(errorsOf({ ...emptyCompose, mode: 'send' })).toEqual({ to: 'compose.errors.toRequired' });
    expect(errorsOf({ ...emptyCompose, mode: 'draft' })).toEqual({});
    expect(errorsOf({ ...emptyCompose, to: 'ok@site.com, broken', cc: 'also broken', bcc: 'x@y.zz' })).toEqual({
      to: 'compose.errors.invalidAddress',
      cc: 'compose.errors.invalidAddress',
    });
    // A draft keeps what is typed, but not an address that cannot be one.
    expect(errorsOf({ ...emptyCompose, mode: 'draft', cc: 'broken' })).toEqual({
      cc: 'compose.errors.invalidAddress',
    });
    expect(errorsOf({ ...emptyCompose, to: 'ok@site.com' })).toEqual({});
  });

  it('refuses attachments of another type, too large, or too many', () => {
    const pdf = { name: 'a.pdf', size: 1000, type: 'application/pdf' };
    const to = 'ok@site.com';
    expect(errorsOf({ ...emptyCompose, to, attachments: [pdf, { ...pdf, type: 'application/x-msdownload' }] })).toEqual(
      { attachments: 'compose.errors.attachment' },
    );
    expect(errorsOf({ ...emptyCompose, to, attachments: [{ ...pdf, size: 6 * 1024 * 1024 }] })).toEqual({
      attachments: 'compose.errors.attachment',
    });
    expect(errorsOf({ ...emptyCompose, to, attachments: Array.from({ length: 6 }, () => pdf) })).toEqual({
      attachments: 'compose.errors.attachmentCount',
    });
    expect(errorsOf({ ...emptyCompose, to, subject: 'x'.repeat(201) })).toEqual({
      subject: 'compose.errors.subjectLength',
    });
  });

  it('turns values into the API input and back', () => {
    const values: ComposeValues = {
      ...emptyCompose,
      to: 'a@b.co; c@d.org',
      subject: '  Hello ',
      html: '<p>x</p>',
      mode: 'draft',
    };
    expect(toMailInput(values, 'review')).toEqual({
      to: ['a@b.co', 'c@d.org'],
      cc: [],
      bcc: [],
      subject: 'Hello',
      html: '<p>x</p>',
      attachments: [],
      mode: 'draft',
      threadId: 'review',
    });
    expect(valuesFromDraft(mail)).toMatchObject({ to: 'admin@demo.com', cc: 'liam@example.com', subject: 'Q4 review' });
  });

  it('prefills replies and forwards with the original quoted', () => {
    const reply = valuesFromReply(mail, 'reply', 'admin@demo.com', 'Emma <wrote>:');
    expect(reply).toMatchObject({ to: 'emma@example.com', subject: 'Re: Q4 review', attachments: [] });
    expect(reply.html).toBe(
      '<p></p><p>Emma &lt;wrote&gt;:</p><blockquote><p>Hi <strong>John</strong></p></blockquote>',
    );
    expect(valuesFromReply({ ...mail, subject: 'RE: Q4' }, 'reply', 'admin@demo.com', '').subject).toBe('RE: Q4');
    // Replying to one's own message writes to its recipients again.
    const own = {
      ...mail,
      from: { name: 'John', email: 'admin@demo.com' },
      to: ['sofia@example.com', 'liam@example.com'],
    };
    expect(valuesFromReply(own, 'reply', 'admin@demo.com', '').to).toBe('sofia@example.com, liam@example.com');
    const forward = valuesFromReply(mail, 'forward', 'admin@demo.com', '');
    expect(forward).toMatchObject({ to: '', subject: 'Fwd: Q4 review', attachments: mail.attachments });
  });
});
