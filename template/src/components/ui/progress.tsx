import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { toneFill, toneText, type Tone } from './tone';

export interface ProgressProps extends Omit<ComponentProps<'div'>, 'color'> {
  /** 0-100; leave undefined for an indeterminate bar. */
  value?: number;
  /** @default 'primary' */
  color?: Tone;
  /** Accessible name (give one unless a visible label names it through aria-labelledby). */
  label?: string;
  /** 0-100: a lighter bar behind the value (e.g. how much of a video is loaded). */
  buffer?: number;
  /** Diagonal stripes on the bar. @default false */
  striped?: boolean;
}

const clamp = (v: number) => Math.min(100, Math.max(0, v));

/** Linear progress bar (role="progressbar"). */
export function Progress({
  className,
  value,
  color = 'primary',
  label,
  buffer,
  striped = false,
  ...props
}: ProgressProps) {
  const determinate = typeof value === 'number';
  return (
    <div
      data-slot="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? Math.round(clamp(value)) : undefined}
      data-state={determinate ? (clamp(value) >= 100 ? 'complete' : 'loading') : 'indeterminate'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      {typeof buffer === 'number' && (
        <div
          data-slot="progress-buffer"
          className={cn(
            'absolute inset-y-0 start-0 rounded-full opacity-30 transition-[width] duration-500',
            toneFill[color],
          )}
          style={{ width: `${clamp(buffer)}%` }}
        />
      )}
      <div
        data-slot="progress-indicator"
        className={cn(
          'relative h-full rounded-full transition-[width] duration-500 ease-out',
          toneFill[color],
          striped &&
            'bg-[linear-gradient(45deg,rgb(255_255_255/0.22)_25%,transparent_25%,transparent_50%,rgb(255_255_255/0.22)_50%,rgb(255_255_255/0.22)_75%,transparent_75%)] bg-size-[1rem_1rem]',
          !determinate && 'w-full origin-left animate-indeterminate',
        )}
        style={determinate ? { width: `${clamp(value)}%` } : undefined}
      />
    </div>
  );
}

export interface CircularProgressProps extends Omit<ComponentProps<'svg'>, 'color'> {
  /** 0-100; undefined spins. */
  value?: number;
  /** @default 'primary' */
  color?: Tone;
  /** Diameter in px. @default 40 */
  size?: number;
  /** Ring width in px. @default 4 */
  thickness?: number;
  label?: string;
}

/** Circular progress ring; the track uses the muted colour. */
export function CircularProgress({
  className,
  value,
  color = 'primary',
  size = 40,
  thickness = 4,
  label,
  ...props
}: CircularProgressProps) {
  const determinate = typeof value === 'number';
  const r = (size - thickness) / 2;
  const circumference = 2 * Math.PI * r;
  const offset = determinate ? circumference * (1 - clamp(value) / 100) : circumference * 0.7;
  return (
    <svg
      data-slot="circular-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? Math.round(clamp(value)) : undefined}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={cn('-rotate-90', toneText[color], !determinate && 'animate-spin', className)}
      {...props}
    >
      <circle cx={size / 2} cy={size / 2} r={r} fill="none" strokeWidth={thickness} className="stroke-muted" />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        fill="none"
        stroke="currentColor"
        strokeWidth={thickness}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={offset}
        className="transition-[stroke-dashoffset] duration-500 ease-out"
      />
    </svg>
  );
}
