import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { steps, type CheckoutStep } from '../form-schema';

/**
 * The step header: a numbered list with the current step marked (aria-current="step"), done steps
 * ticked. It only shows progress; moving on goes through the form's own buttons, which validate.
 */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('ui-forms');
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('checkout.progress', { current: index + 1, count: steps.length })}>
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((step, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-start"
            >
              <span
                className={cn(
                  'grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary-graphic text-primary-text',
                  !done && !active && 'border-border text-muted-foreground',
                )}
              >
                {done ? <Check aria-hidden className="size-4" /> : i + 1}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight font-medium sm:text-sm',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(`checkout.steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
