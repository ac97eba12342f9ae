import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { toneFill } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

export interface LegendItem {
  label: string;
  tone: Tone;
  /** Optional figure after the label (already formatted). */
  value?: string;
}

/** HTML legend for a chart (readable, translatable and mirrored in RTL, unlike a drawn one). */
export function Legend({
  items,
  className,
  vertical = false,
  loading = false,
  placeholders = 0,
}: {
  items: LegendItem[];
  className?: string;
  vertical?: boolean;
  /**
   * The data is on its way: entries without a value show a figure's skeleton in its place, so the
   * legend wraps as it will once the figures arrive. @default false
   */
  loading?: boolean;
  /**
   * While `items` is empty (its entries come with the data): this many skeleton entries, each a
   * text line high (with a figure's skeleton if `loading`), so the legend takes its loaded room and
   * the card does not grow when they arrive.
   * @default 0
   */
  placeholders?: number;
}) {
  const classes = cn('flex gap-x-5 gap-y-2 text-sm', vertical ? 'flex-col' : 'flex-wrap', className);
  if (items.length === 0 && placeholders > 0)
    return (
      <div aria-hidden className={classes}>
        {Array.from({ length: placeholders }, (_, i) => (
          <div key={i} className="flex h-5 items-center gap-2">
            <Skeleton className="size-2.5 shrink-0 rounded-full" />
            <Skeleton className="h-3 w-12" />
            {loading && <Skeleton className="ms-auto h-4 w-6" />}
          </div>
        ))}
      </div>
    );
  return (
    <ul className={classes}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', toneFill[item.tone])} />
          <span className="text-muted-foreground">{item.label}</span>
          {item.value ? (
            <span className="ms-auto font-semibold text-foreground">{item.value}</span>
          ) : (
            loading && <Skeleton className="ms-auto h-4 w-10" />
          )}
        </li>
      ))}
    </ul>
  );
}
