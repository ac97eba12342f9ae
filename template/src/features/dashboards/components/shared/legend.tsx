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
}: {
  items: LegendItem[];
  className?: string;
  vertical?: boolean;
}) {
  return (
    <ul className={cn('flex gap-x-5 gap-y-2 text-sm', vertical ? 'flex-col' : 'flex-wrap', className)}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', toneFill[item.tone])} />
          <span className="text-muted-foreground">{item.label}</span>
          {item.value && <span className="ms-auto font-semibold text-foreground">{item.value}</span>}
        </li>
      ))}
    </ul>
  );
}
