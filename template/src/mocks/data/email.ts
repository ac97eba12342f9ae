/**
 * Seed of the email app: about forty messages across the folders, four conversations that go back
 * and forth between the inbox and Sent, and in spam one message whose body carries a script and an
 * `onerror` handler, to show the reader sanitises what it renders (nothing in it may run).
 * Dates are set relative to the moment the seed loads, so the demo always looks current.
 */
import type { EmailLabel, Mailbox } from '@/features/email/types/constants';
import type { Mail, MailAttachment, MailPerson } from '@/features/email/types/schemas';

/** One language's seeded subjects and bodies, by message id (email-fr.ts, email-ar.ts); names and addresses stay. */
export type MailLanguage = Record<string, Pick<Mail, 'subject' | 'html'>>;

export const mailOwner: MailPerson = { name: 'John Doe', email: 'admin@demo.com' };

const people = {
  emma: { name: 'Emma Clarke', email: 'emma.clarke@pixel-studio.com' },
  liam: { name: 'Liam Walker', email: 'liam@northwind.io' },
  sofia: { name: 'Sofia Martins', email: 'sofia.martins@brightlane.co' },
  noah: { name: 'Noah Bennett', email: 'noah.bennett@acme-corp.com' },
  aisha: { name: 'Aisha Rahman', email: 'aisha@rahman-consulting.com' },
  lucas: { name: 'Lucas Moreau', email: 'lucas.moreau@atelier-lumen.fr' },
  olivia: { name: 'Olivia Chen', email: 'olivia.chen@stackhouse.dev' },
  mateo: { name: 'Mateo García', email: 'mateo@garcia-legal.es' },
  hannah: { name: 'Hannah Schmidt', email: 'hannah.schmidt@kontor.de' },
  yusuf: { name: 'Yusuf Demir', email: 'yusuf@demir-logistics.com' },
  priya: { name: 'Priya Nair', email: 'priya.nair@finlytics.in' },
  github: { name: 'GitHub', email: 'noreply@github.com' },
  billing: { name: 'Cloud Billing', email: 'billing@cloudhost.example' },
  tessera: { name: 'Tessera Team', email: 'hello@tessera.dev' },
  prize: { name: 'Prize Center', email: 'winner@lucky-prize.example' },
  crypto: { name: 'Crypto Gains', email: 'offers@fast-coins.example' },
} satisfies Record<string, MailPerson>;
type Who = keyof typeof people;

interface SeedOptions {
  hoursAgo: number;
  read?: boolean;
  starred?: boolean;
  labels?: EmailLabel[];
  thread?: string;
  attachments?: MailAttachment[];
  cc?: string[];
}

let nextId = 1;
const seeds: { folder: Mailbox; from: Who | 'me'; to: Who | 'me'; subject: string; html: string; o: SeedOptions }[] =
  [];
const mail = (folder: Mailbox, from: Who | 'me', to: Who | 'me', subject: string, html: string, o: SeedOptions) =>
  void seeds.push({ folder, from, to, subject, html, o });

const pdf = (name: string, size: number): MailAttachment => ({ name, size, type: 'application/pdf' });
const png = (name: string, size: number): MailAttachment => ({ name, size, type: 'image/png' });

// Conversations (oldest message first).
mail(
  'inbox',
  'emma',
  'me',
  'Q4 design review',
  '<p>Hi John,</p><p>The Q4 mock-ups are ready for review. I focused on the onboarding flow and the new billing screens. Could you have a look before Thursday?</p><p>Thanks,<br>Emma</p>',
  {
    hoursAgo: 74,
    read: true,
    labels: ['company'],
    thread: 'design-review',
    attachments: [pdf('q4-mockups.pdf', 2_480_000)],
  },
);
mail(
  'sent',
  'me',
  'emma',
  'Re: Q4 design review',
  '<p>Hi Emma,</p><p>Great work. Two notes: the plan picker needs a clearer <strong>annual</strong> option, and the empty state of invoices could use an illustration.</p><p>John</p>',
  { hoursAgo: 50, thread: 'design-review' },
);
mail(
  'inbox',
  'emma',
  'me',
  'Re: Q4 design review',
  '<p>Done! I updated both screens and added the illustration. New export attached.</p><ul><li>Annual toggle with the saving shown</li><li>Illustrated empty state</li></ul><p>Emma</p>',
  {
    hoursAgo: 3,
    labels: ['company', 'important'],
    thread: 'design-review',
    starred: true,
    attachments: [pdf('q4-mockups-v2.pdf', 2_910_000), png('empty-state.png', 640_000)],
  },
);
mail(
  'inbox',
  'mateo',
  'me',
  'Contract renewal for 2027',
  '<p>Dear John,</p><p>Please find the draft renewal attached. The main change is the liability cap in section 7.</p><p>Kind regards,<br>Mateo García</p>',
  {
    hoursAgo: 120,
    read: true,
    labels: ['company'],
    thread: 'contract',
    attachments: [pdf('renewal-draft.pdf', 412_000)],
  },
);
mail(
  'sent',
  'me',
  'mateo',
  'Re: Contract renewal for 2027',
  '<p>Hi Mateo,</p><p>Thanks. Can we keep the cap at twelve months of fees, as in the current contract?</p><p>Best,<br>John</p>',
  { hoursAgo: 98, thread: 'contract' },
);
mail(
  'inbox',
  'mateo',
  'me',
  'Re: Contract renewal for 2027',
  '<p>John,</p><p>The other side agreed to twelve months. I will send the final version for signature on Monday.</p><p>Mateo</p>',
  { hoursAgo: 26, labels: ['company', 'important'], thread: 'contract' },
);
mail(
  'inbox',
  'olivia',
  'me',
  'Launch checklist',
  '<p>Hey John,</p><p>Here is the launch checklist for the new dashboard. I marked the items that still need an owner.</p><ol><li>Status page</li><li>Release notes</li><li>Support macros</li></ol>',
  { hoursAgo: 30, read: true, thread: 'launch', labels: ['company'] },
);
mail(
  'sent',
  'me',
  'olivia',
  'Re: Launch checklist',
  '<p>I can take the release notes. Liam offered to do the status page.</p>',
  { hoursAgo: 28, thread: 'launch' },
);
mail(
  'inbox',
  'sofia',
  'me',
  'Dinner on Friday?',
  '<p>Hi John!</p><p>Are you free for dinner on Friday? There is a new Portuguese place near the river.</p><p>Sofia</p>',
  { hoursAgo: 54, read: true, labels: ['personal'], thread: 'dinner' },
);
mail('sent', 'me', 'sofia', 'Re: Dinner on Friday?', '<p>Sounds lovely. 8 pm works for me, I will book a table.</p>', {
  hoursAgo: 52,
  thread: 'dinner',
});

// Inbox.
mail(
  'inbox',
  'liam',
  'me',
  'Server migration this weekend',
  '<p>Heads up: we migrate the database cluster on Saturday from 02:00 to 04:00 UTC. Expect a short read-only window.</p>',
  { hoursAgo: 1, labels: ['important'] },
);
mail(
  'inbox',
  'github',
  'me',
  '[tessera] Pull request #482 merged',
  '<p>Your pull request <strong>Faster list rendering</strong> was merged into <code>main</code>.</p>',
  { hoursAgo: 5 },
);
mail(
  'inbox',
  'billing',
  'me',
  'Your invoice for November',
  '<p>Your invoice of <strong>$248.00</strong> is available. It will be charged to the card ending in 4242.</p>',
  { hoursAgo: 9, read: true, attachments: [pdf('invoice-november.pdf', 86_000)] },
);
mail(
  'inbox',
  'aisha',
  'me',
  'Workshop agenda',
  "<p>Hi John,</p><p>I drafted the agenda for next week's workshop: morning on goals, afternoon on the roadmap. Anything you would add?</p><p>Aisha</p>",
  { hoursAgo: 12, labels: ['company'] },
);
mail(
  'inbox',
  'lucas',
  'me',
  'Photos from the offsite',
  '<p>Bonjour John,</p><p>Here are the best photos from the offsite in Lyon. The team picture turned out great!</p>',
  { hoursAgo: 20, read: true, labels: ['personal'], attachments: [png('team-lyon.png', 3_200_000)] },
);
mail(
  'inbox',
  'hannah',
  'me',
  'Partnership proposal',
  '<p>Dear John,</p><p>Kontor would like to resell Tessera in the DACH region. Could we schedule a call next week?</p><p>Best regards,<br>Hannah Schmidt</p>',
  { hoursAgo: 34, starred: true, labels: ['company'] },
);
mail(
  'inbox',
  'yusuf',
  'me',
  'Shipment delayed',
  '<p>Hello John,</p><p>The hardware shipment is delayed by two days because of a customs check. New delivery date: Wednesday.</p>',
  { hoursAgo: 44, read: true },
);
mail(
  'inbox',
  'priya',
  'me',
  'Quarterly numbers',
  '<p>Hi John,</p><p>Revenue grew 18% this quarter; churn went down to 2.1%. The full report is attached.</p>',
  { hoursAgo: 60, labels: ['important', 'private'], attachments: [pdf('q3-report.pdf', 1_150_000)] },
);
mail(
  'inbox',
  'tessera',
  'me',
  'Welcome to Tessera',
  '<p>Thanks for choosing Tessera! Start with the <a href="https://tessera.dev/docs">documentation</a> to set up your first screens.</p>',
  { hoursAgo: 200, read: true },
);
mail(
  'inbox',
  'noah',
  'me',
  'Budget approval',
  '<p>John, the budget for the new hires is approved. HR will reach out to the candidates this week.</p>',
  { hoursAgo: 80, read: true, labels: ['company'] },
);
mail(
  'inbox',
  'github',
  'me',
  '[tessera] New issue: RTL calendar',
  "<p>A new issue was opened: <em>The calendar's week view is not mirrored in Arabic.</em></p>",
  { hoursAgo: 90, read: true },
);
mail(
  'inbox',
  'sofia',
  'me',
  'Book recommendation',
  '<p>You have to read <em>The Overstory</em>. I just finished it and could not stop thinking about it.</p>',
  { hoursAgo: 130, read: true, labels: ['personal'] },
);
mail(
  'inbox',
  'liam',
  'me',
  'On-call rotation',
  '<p>I published the on-call rotation for December. You are on duty the week of the 14th.</p>',
  { hoursAgo: 150, read: true },
);
mail(
  'inbox',
  'aisha',
  'me',
  'Interview feedback',
  '<p>Both candidates were strong. I would hire Maya for the design role; notes attached.</p>',
  { hoursAgo: 170, labels: ['private'] },
);
mail(
  'inbox',
  'olivia',
  'me',
  'API rate limits',
  '<p>We hit the rate limit twice yesterday. I suggest raising it to 600 requests per minute for paid plans.</p>',
  { hoursAgo: 240, read: true, labels: ['important'] },
);
mail(
  'inbox',
  'billing',
  'me',
  'Payment received',
  '<p>We received your payment of <strong>$248.00</strong>. Thank you!</p>',
  { hoursAgo: 300, read: true },
);

// Sent.
mail(
  'sent',
  'me',
  'noah',
  'Hiring plan',
  '<p>Hi Noah,</p><p>Attached is the hiring plan for Q1: two engineers and one designer.</p>',
  { hoursAgo: 100, attachments: [pdf('hiring-plan.pdf', 220_000)] },
);
mail(
  'sent',
  'me',
  'hannah',
  'Re: Partnership proposal',
  '<p>Hello Hannah, happy to talk. Does Tuesday at 10:00 CET work?</p>',
  { hoursAgo: 8 },
);
mail('sent', 'me', 'priya', 'Board meeting slides', '<p>Priya, could you add the churn chart to slide 6? Thanks!</p>', {
  hoursAgo: 140,
});

// Drafts.
mail(
  'drafts',
  'me',
  'liam',
  'Team offsite ideas',
  '<p>Some ideas for the spring offsite:</p><ul><li>Lisbon</li><li>Kraków</li></ul>',
  { hoursAgo: 6 },
);
mail('drafts', 'me', 'aisha', 'Re: Workshop agenda', '<p>Hi Aisha, the agenda looks good. I would add</p>', {
  hoursAgo: 11,
});

// Spam: the second message's body tries to run code; the reader must show it harmless.
mail('spam', 'prize', 'me', 'You won an iPhone!!!', '<p>Click now to claim your prize before it expires!</p>', {
  hoursAgo: 15,
});
mail(
  'spam',
  'crypto',
  'me',
  'Double your coins today',
  '<p>Guaranteed returns!</p><img src="x" onerror="window.__emailXss = \'onerror\'"><script>window.__emailXss = \'script\'</script><p>Reply with your wallet key.</p>',
  { hoursAgo: 40 },
);
mail(
  'spam',
  'prize',
  'me',
  'Final notice: unclaimed reward',
  '<p>Your reward is waiting. Confirm your bank details.</p>',
  { hoursAgo: 190, read: true },
);

// Trash.
mail('trash', 'github', 'me', '[tessera] Weekly digest', '<p>12 pull requests merged, 4 issues closed this week.</p>', {
  hoursAgo: 110,
  read: true,
});
mail('trash', 'billing', 'me', 'Your card expires soon', '<p>Please update the card ending in 1881.</p>', {
  hoursAgo: 400,
  read: true,
});
mail('trash', 'me', 'yusuf', 'Old shipping address', '<p>Please use the new warehouse address from now on.</p>', {
  hoursAgo: 500,
  read: true,
});

const address = (who: Who | 'me') => (who === 'me' ? mailOwner : people[who]);

/** The seed, dated relative to `now`. */
export function seedMails(now = Date.now()): Mail[] {
  nextId = 1;
  return seeds.map(({ folder, from, to, subject, html, o }) => ({
    id: nextId++,
    folder,
    from: address(from),
    to: [address(to).email],
    cc: o.cc ?? [],
    bcc: [],
    subject,
    html,
    preview: '',
    date: new Date(now - o.hoursAgo * 3_600_000).toISOString(),
    read: from === 'me' ? true : (o.read ?? false),
    starred: o.starred ?? false,
    labels: o.labels ?? [],
    attachments: o.attachments ?? [],
    threadId: o.thread ?? `t${nextId - 1}`,
  }));
}
