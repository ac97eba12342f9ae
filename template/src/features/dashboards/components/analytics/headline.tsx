import { Skeleton } from '@/components/ui/skeleton';
import { DeltaChip } from '../shared/delta-chip';
import { MenuCardHeader, type MenuCardHeaderProps } from '../shared/menu-card-header';

export interface HeadlineProps extends Omit<MenuCardHeaderProps, 'children'> {
  /** The headline figure, formatted; undefined while the data is on its way. */
  value?: string;
  /** Change in percent shown in a chip beside the figure. */
  change?: number;
  caption?: string;
}

/**
 * The header of the Analytics chart cards: title, menu, a big figure with its change, and a caption.
 * While the figure loads, skeletons of about its width hold its place: the caption beside it then
 * wraps as it will once the figure is there, and the card keeps its height.
 */
export function Headline({ value, change = 0, caption, ...header }: HeadlineProps) {
  return (
    <MenuCardHeader {...header}>
      <div className="flex items-center gap-2">
        {value === undefined ? (
          <>
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </>
        ) : (
          <>
            <p className="text-2xl font-semibold">{value}</p>
            <DeltaChip value={change} />
          </>
        )}
      </div>
      {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
    </MenuCardHeader>
  );
}
