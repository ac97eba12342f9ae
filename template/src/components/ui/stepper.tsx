import { Check, CircleAlert } from 'lucide-react';
import { useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

export type StepState = 'complete' | 'current' | 'error' | 'upcoming';

export interface StepperStep {
  /** Stable id, the stepper's value while this step is current. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Replaces the step number in the indicator. */
  icon?: ReactNode;
  /** Marks the step invalid (red indicator, announced). */
  error?: boolean;
  /** Adds an "Optional" note under the title. */
  optional?: boolean;
  /** Never reachable from the header. */
  disabled?: boolean;
  /** Shown while the step is current: under the header, or under the step when vertical. */
  content?: ReactNode;
}

export interface StepperProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  steps: StepperStep[];
  /** Controlled current step id (with `onValueChange`). */
  value?: string;
  /** Initial step when uncontrolled. @default the first step */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Ids of finished steps. @default every step before the current one */
  completed?: readonly string[];
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** Horizontal only: titles beside the indicators or under them. @default 'end' */
  labelPlacement?: 'end' | 'bottom';
  /**
   * Which steps the header lets people open: 'linear' the finished ones and the current one (a wizard
   * validating each step), 'free' any step, 'none' none (the steps only show progress). @default 'linear'
   */
  navigation?: 'linear' | 'free' | 'none';
  /** Accessible name of the step list. @default translated "Progress" */
  label?: string;
}

const indicatorTone: Record<StepState, string> = {
  complete: 'bg-primary text-primary-foreground',
  current: 'bg-primary text-primary-foreground ring-4 ring-primary/20',
  error: 'bg-error text-error-foreground ring-4 ring-error/20',
  upcoming: 'bg-muted text-muted-foreground',
};

/**
 * A multi-step progress header (wizards, checkouts, onboarding). Each step is a button in one tab
 * stop: the arrow keys move between the steps that can be opened, Home and End jump to the ends,
 * Enter opens one. The current step carries `aria-current="step"`; each step reports its state.
 */
export function Stepper({
  className,
  steps,
  value: valueProp,
  defaultValue,
  onValueChange,
  completed,
  orientation = 'horizontal',
  labelPlacement = 'end',
  navigation = 'linear',
  label,
  ...props
}: StepperProps) {
  const { t } = useTranslation('common');
  const [valueState, setValueState] = useState(defaultValue ?? steps[0]?.id);
  const value = valueProp ?? valueState;
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === value),
  );
  const listRef = useRef<HTMLOListElement>(null);
  const vertical = orientation === 'vertical';
  const bottom = !vertical && labelPlacement === 'bottom';

  const stateOf = (step: StepperStep, index: number): StepState => {
    if (step.error) return 'error';
    if (index === currentIndex) return 'current';
    const done = completed ? completed.includes(step.id) : index < currentIndex;
    return done ? 'complete' : 'upcoming';
  };
  const reachable = (step: StepperStep, index: number) =>
    !step.disabled &&
    (navigation === 'free' ||
      (navigation === 'linear' && (index <= currentIndex || stateOf(step, index) === 'complete')));

  const select = (id: string) => {
    if (id === value) return;
    if (valueProp === undefined) setValueState(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-slot=stepper-trigger]') ?? []),
    ].filter((button) => !button.disabled);
    const at = buttons.indexOf(event.currentTarget);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = vertical ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: HTMLButtonElement | undefined;
    if (event.key === forward) target = buttons[(at + 1) % buttons.length];
    else if (event.key === backward) target = buttons[(at - 1 + buttons.length) % buttons.length];
    else if (event.key === 'Home') target = buttons[0];
    else if (event.key === 'End') target = buttons.at(-1);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const current = steps[currentIndex];
  return (
    <div data-slot="stepper" data-orientation={orientation} className={cn('flex flex-col gap-6', className)} {...props}>
      <ol
        ref={listRef}
        aria-label={label ?? t('kit.stepper.label')}
        className={cn('flex', vertical ? 'flex-col' : 'items-start')}
      >
        {steps.map((step, index) => {
          const state = stateOf(step, index);
          const last = index === steps.length - 1;
          const canOpen = reachable(step, index);
          const lineDone = state === 'complete' || (index < currentIndex && !completed);
          return (
            <li
              key={step.id}
              data-slot="stepper-item"
              data-state={state}
              className={cn(
                'relative flex',
                vertical ? 'flex-col' : 'min-w-0 flex-1 last:flex-none',
                !vertical && !bottom && 'items-center gap-3',
                bottom && 'flex-col items-center last:flex-1',
              )}
            >
              <button
                type="button"
                data-slot="stepper-trigger"
                aria-current={index === currentIndex ? 'step' : undefined}
                disabled={!canOpen && navigation !== 'none'}
                tabIndex={index === currentIndex ? 0 : -1}
                onClick={() => canOpen && select(step.id)}
                onKeyDown={onKeyDown}
                className={cn(
                  'group/step flex min-w-0 items-center gap-3 rounded-[calc(var(--radius)*0.8)] text-start outline-offset-4',
                  bottom && 'z-10 flex-col text-center',
                  canOpen ? 'cursor-pointer' : 'cursor-default',
                  navigation === 'none' && 'pointer-events-none',
                )}
              >
                <span
                  data-slot="stepper-indicator"
                  aria-hidden
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums transition-shadow [&_svg]:size-4',
                    indicatorTone[state],
                  )}
                >
                  {state === 'error' ? (
                    <CircleAlert aria-hidden />
                  ) : state === 'complete' && !step.icon ? (
                    <Check aria-hidden />
                  ) : (
                    (step.icon ?? formatNumber(index + 1))
                  )}
                </span>
                <span
                  className={cn(
                    'flex min-w-0 flex-col',
                    !vertical && !bottom && index !== currentIndex && 'max-sm:sr-only',
                    bottom && 'max-sm:sr-only',
                  )}
                >
                  <span
                    className={cn(
                      'text-sm font-semibold',
                      state === 'error'
                        ? 'text-error-text'
                        : state === 'upcoming'
                          ? 'text-muted-foreground'
                          : 'text-foreground',
                    )}
                  >
                    {step.title}
                  </span>
                  {step.description && (
                    <span className={cn('text-xs text-muted-foreground', !vertical && 'max-sm:hidden')}>
                      {step.description}
                    </span>
                  )}
                  {step.optional && (
                    <span className="text-xs text-muted-foreground italic">{t('kit.stepper.optional')}</span>
                  )}
                  {(state === 'complete' || state === 'error') && (
                    <span className="sr-only">{`, ${t(`kit.stepper.${state}`)}`}</span>
                  )}
                </span>
              </button>
              {!last && !vertical && (
                <span
                  aria-hidden
                  data-slot="stepper-separator"
                  className={cn(
                    'h-0.5 rounded-full',
                    lineDone ? 'bg-primary' : 'bg-border',
                    bottom ? 'absolute start-[calc(50%+1.5rem)] end-[calc(-50%+1.5rem)] top-4' : 'min-w-4 flex-1 me-3',
                  )}
                />
              )}
              {vertical && (
                <div
                  className={cn(
                    'ms-4 border-s-2 ps-7',
                    lineDone ? 'border-primary-graphic' : 'border-border',
                    last ? 'border-transparent' : 'min-h-6',
                    index === currentIndex && step.content ? 'py-3' : 'py-1.5',
                  )}
                >
                  {index === currentIndex && step.content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!vertical && current?.content && <div data-slot="stepper-content">{current.content}</div>}
    </div>
  );
}
