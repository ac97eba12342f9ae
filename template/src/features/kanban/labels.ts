/**
 * The card labels and their colours, apart from the zod schemas in types.ts so that the board's
 * first paint does not pull zod in.
 */
import type { Tone } from '@/components/ui/tone';

export const kanbanLabels = ['feature', 'bug', 'design', 'research', 'docs', 'urgent'] as const;
export type KanbanLabel = (typeof kanbanLabels)[number];

/** Colour of each label on the cards and in the card sheet. */
export const labelTone: Record<KanbanLabel, Tone> = {
  feature: 'primary',
  bug: 'error',
  design: 'info',
  research: 'secondary',
  docs: 'success',
  urgent: 'warning',
};
