import { Star, type LucideIcon } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { toneText, type Tone } from './tone';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

export interface RatingProps extends Omit<ComponentProps<'div'>, 'color' | 'defaultValue' | 'onChange'> {
  /** Controlled value (with `onValueChange`); 0 means no rating yet. */
  value?: number;
  /** Initial value when uncontrolled. @default 0 */
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Number of icons. @default 5 */
  max?: number;
  /** Allows half steps (3.5). @default false */
  allowHalf?: boolean;
  /** Shows the value without letting it change (announced as one image). @default false */
  readOnly?: boolean;
  disabled?: boolean;
  /** Previews the value under the pointer. @default true */
  hover?: boolean;
  /** @default 'warning' */
  color?: Tone;
  /** @default 'md' */
  size?: keyof typeof sizes;
  /** The icon drawn for each step. @default Star */
  icon?: LucideIcon;
  /** Field name, for forms. @default a generated id */
  name?: string;
}

/**
 * Star rating with radio-group semantics: one native radio per step, so Tab enters the group once,
 * the arrow keys change the value (following the reading direction) and forms receive it by name.
 */
export function Rating({
  className,
  value: valueProp,
  defaultValue = 0,
  onValueChange,
  max = 5,
  allowHalf = false,
  readOnly = false,
  disabled = false,
  hover = true,
  color = 'warning',
  size = 'md',
  icon: Icon = Star,
  name,
  'aria-label': ariaLabel,
  ...props
}: RatingProps) {
  const { t } = useTranslation('common');
  const generatedName = useId();
  const [valueState, setValueState] = useState(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const value = valueProp ?? valueState;
  const shown = hover && !readOnly && !disabled && hovered !== null ? hovered : value;
  const valueText = (v: number) => t('kit.rating.value', { value: formatNumber(v), max: formatNumber(max) });

  const select = (next: number) => {
    if (valueProp === undefined) setValueState(next);
    onValueChange?.(next);
  };

  const icons = Array.from({ length: max }, (_, index) => {
    const fill = Math.min(1, Math.max(0, shown - index));
    const steps = allowHalf ? [index + 0.5, index + 1] : [index + 1];
    return (
      <span key={index} className={cn('relative inline-flex', sizes[size])}>
        <Icon aria-hidden className="size-full text-muted-foreground/40" strokeWidth={1.5} />
        {/* The filled copy is clipped from the start edge, so half stars also mirror right to left. */}
        <span aria-hidden className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Icon className={cn(sizes[size], 'fill-current', toneText[color])} strokeWidth={1.5} />
        </span>
        {!readOnly &&
          steps.map((step, i) => (
            <label
              key={step}
              className={cn(
                'absolute inset-y-0 rounded-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                steps.length === 2 ? (i === 0 ? 'start-0 w-1/2' : 'end-0 w-1/2') : 'inset-x-0',
                disabled ? 'cursor-not-allowed' : 'cursor-pointer',
              )}
              onPointerEnter={() => setHovered(step)}
            >
              <input
                type="radio"
                className="sr-only"
                name={name ?? generatedName}
                value={step}
                checked={value === step}
                disabled={disabled}
                aria-label={valueText(step)}
                onChange={() => select(step)}
              />
            </label>
          ))}
      </span>
    );
  });

  if (readOnly) {
    return (
      <div
        data-slot="rating"
        data-readonly=""
        role="img"
        aria-label={ariaLabel ? `${ariaLabel}: ${valueText(value)}` : valueText(value)}
        className={cn('inline-flex items-center gap-0.5', className)}
        {...props}
      >
        {icons}
      </div>
    );
  }
  return (
    <div
      data-slot="rating"
      role="radiogroup"
      aria-label={ariaLabel}
      aria-disabled={disabled || undefined}
      className={cn('inline-flex items-center gap-0.5', disabled && 'opacity-50', className)}
      onPointerLeave={() => setHovered(null)}
      {...props}
    >
      {icons}
    </div>
  );
}
