import { Check, CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export interface ProductStep {
  title: string;
  description: string;
}

export interface ProductStepperProps {
  steps: readonly ProductStep[];
  current: number;
  /** Steps whose fields failed the last check. */
  failed: ReadonlySet<number>;
  /** Name of the list, e.g. "Steps". */
  label: string;
}

/** The step headers: done steps ticked, the current one marked aria-current, failed ones flagged. */
export function ProductStepper({ steps, current, failed, label }: ProductStepperProps) {
  return (
    <ol aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => {
        const state = failed.has(index) ? 'error' : index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li
            key={step.title}
            aria-current={index === current ? 'step' : undefined}
            data-state={state}
            className="flex items-center gap-3"
          >
            <span
              className={cn(
                'grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold',
                state === 'error' && 'bg-error text-error-foreground',
                state === 'done' && 'bg-primary/12 text-primary-text',
                state === 'current' && 'bg-primary text-primary-foreground',
                state === 'next' && 'bg-muted text-muted-foreground',
              )}
            >
              {state === 'error' ? (
                <CircleAlert aria-hidden className="size-4" />
              ) : state === 'done' ? (
                <Check aria-hidden className="size-4" />
              ) : (
                formatNumber(index + 1)
              )}
            </span>
            <span className="flex flex-col">
              <span className={cn('text-sm font-semibold', state === 'error' && 'text-error-text')}>{step.title}</span>
              <span className="text-xs text-muted-foreground">{step.description}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
