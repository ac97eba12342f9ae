import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-[0.8125rem] font-medium text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

export interface TileOption<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

/** An exclusive choice drawn as icon tiles (a real radio group: arrow keys move, one is always checked). */
export function TileChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  columns = 2,
}: {
  label: string;
  value: T;
  options: TileOption<T>[];
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onValueChange={(v) => onChange(v as T)}
      className={cn('gap-2.5', columns === 3 ? 'grid-cols-3' : 'grid-cols-2')}
    >
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <RadioTile key={option} value={option} className="min-h-16 text-[0.8125rem]">
          <Icon aria-hidden className="size-5" />
          <span className="leading-tight">{text}</span>
        </RadioTile>
      ))}
    </RadioGroup>
  );
}

/** A labelled switch row; the whole row is clickable through the label. */
export function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 rounded-[calc(var(--radius)*0.8)] border border-border px-3 py-2.5">
      <label htmlFor={id} className="flex-1 cursor-pointer text-sm text-foreground">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
