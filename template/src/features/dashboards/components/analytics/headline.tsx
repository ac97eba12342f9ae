import { DeltaChip } from '../shared/delta-chip';
import { MenuCardHeader, type MenuCardHeaderProps } from '../shared/menu-card-header';

export interface HeadlineProps extends Omit<MenuCardHeaderProps, 'children'> {
  /** The headline figure, formatted. */
  value: string;
  /** Change in percent shown in a chip beside the figure. */
  change: number;
  caption?: string;
}

/** The header of the Analytics chart cards: title, menu, a big figure with its change, and a caption. */
export function Headline({ value, change, caption, ...header }: HeadlineProps) {
  return (
    <MenuCardHeader {...header}>
      <div className="flex items-center gap-2">
        <p className="text-2xl font-semibold">{value}</p>
        <DeltaChip value={change} />
      </div>
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </MenuCardHeader>
  );
}
