import type { ReactNode } from 'react';
import { CardAction, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeltaChip } from '../shared/delta-chip';

export interface HeadlineProps {
  title: string;
  /** The headline figure, formatted. */
  value: string;
  /** Change in percent shown in a chip beside the figure. */
  change: number;
  caption?: string;
  /** A line under the title (the card's period). */
  description?: string;
  /** The card's menu. */
  action?: ReactNode;
}

/** The header of the Analytics chart cards: title, a big figure with its change, and a caption. */
export function Headline({ title, value, change, caption, description, action }: HeadlineProps) {
  return (
    <CardHeader>
      <CardTitle>{title}</CardTitle>
      {description && <CardDescription>{description}</CardDescription>}
      {action && <CardAction>{action}</CardAction>}
      <div className="flex items-center gap-2">
        <p className="text-2xl font-semibold">{value}</p>
        <DeltaChip value={change} />
      </div>
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </CardHeader>
  );
}
