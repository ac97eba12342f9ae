/**
 * Seed board of the kanban app: a product team's sprint across Backlog, In progress, In review and
 * Done. Due dates are day offsets from today, so the board always has work due soon and a card or
 * two overdue. Six members reuse the demo avatars (public/images/avatars).
 */
import type { KanbanLabel, KanbanMember } from '@/features/kanban/types';

const avatar = (n: number) => `${import.meta.env.BASE_URL}images/avatars/avatar-${n}.svg`;

export const kanbanMembers: KanbanMember[] = [
  { id: 'm1', name: 'Amara Okafor', avatar: avatar(1) },
  { id: 'm2', name: 'Lucas Moreau', avatar: avatar(2) },
  { id: 'm3', name: 'Priya Raman', avatar: avatar(3) },
  { id: 'm4', name: 'Tom Becker', avatar: avatar(4) },
  { id: 'm5', name: 'Yasmin Haddad', avatar: avatar(5) },
  { id: 'm6', name: 'Kenji Sato', avatar: avatar(6) },
];

/**
 * One language's seed prose (kanban-fr.ts, kanban-ar.ts), by the ids the board's seed gets in order
 * (col-1…, card-1…; mocks/handlers/kanban.ts): column titles, card titles, the cards' descriptions.
 */
export interface KanbanLanguage {
  columns: Record<string, { title: string }>;
  cards: Record<string, { title: string }>;
  descriptions: Record<string, { description: string }>;
}

export interface CardSeed {
  title: string;
  description?: string;
  labels: KanbanLabel[];
  assignees: string[];
  /** Days from today, or null for no due date. */
  due: number | null;
  comments?: number;
  attachments?: number;
}

export const columnSeeds: { title: string; cards: CardSeed[] }[] = [
  {
    title: 'Backlog',
    cards: [
      {
        title: 'Dark mode for the invoice PDF',
        description: 'Customers print invoices from dark mode and get black pages.',
        labels: ['feature'],
        assignees: ['m2'],
        due: 14,
        comments: 2,
      },
      { title: 'Interview five admins about reporting', labels: ['research'], assignees: ['m1', 'm5'], due: 21 },
      {
        title: 'Export orders as CSV',
        description: 'Match the columns of the orders table.',
        labels: ['feature'],
        assignees: [],
        due: null,
        attachments: 1,
      },
      { title: 'Write the API rate-limit guide', labels: ['docs'], assignees: ['m6'], due: 10, comments: 1 },
    ],
  },
  {
    title: 'In progress',
    cards: [
      {
        title: 'Checkout fails on saved cards',
        description: 'Payments with a saved card time out after 3-D Secure. Reproduced on staging.',
        labels: ['bug', 'urgent'],
        assignees: ['m4', 'm3'],
        due: -1,
        comments: 6,
        attachments: 2,
      },
      {
        title: 'New onboarding checklist',
        labels: ['feature', 'design'],
        assignees: ['m5'],
        due: 3,
        comments: 3,
        attachments: 4,
      },
      { title: 'Migrate search to the new index', labels: ['feature'], assignees: ['m6', 'm2'], due: 6 },
    ],
  },
  {
    title: 'In review',
    cards: [
      {
        title: 'Pricing page copy',
        description: 'Legal asked for the VAT note under each plan.',
        labels: ['docs', 'design'],
        assignees: ['m1'],
        due: -3,
        comments: 4,
      },
      { title: 'Fix the date picker in RTL', labels: ['bug'], assignees: ['m3'], due: 2, comments: 1, attachments: 1 },
      { title: 'Team avatars in the sidebar', labels: ['design'], assignees: ['m5', 'm2', 'm4'], due: 5 },
    ],
  },
  {
    title: 'Done',
    cards: [
      { title: 'Two-factor sign-in', labels: ['feature'], assignees: ['m4'], due: -8, comments: 9, attachments: 3 },
      { title: 'Usage survey results', labels: ['research'], assignees: ['m1', 'm6'], due: -5, attachments: 2 },
      { title: 'Crash on empty notifications', labels: ['bug'], assignees: ['m3'], due: -10, comments: 2 },
    ],
  },
];
