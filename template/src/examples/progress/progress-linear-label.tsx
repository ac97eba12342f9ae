/** A visible label and value above the bar; the bar takes its name from the label through aria-labelledby. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress';

const goals = [
  { name: 'storage', value: 72, color: 'warning' },
  { name: 'profile', value: 90, color: 'success' },
  { name: 'course', value: 38, color: 'primary' },
] as const;

export function ProgressLinearLabel() {
  const { t } = useTranslation('ui-components');
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      {goals.map((goal, index) => (
        <div key={goal.name} className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span id={`${id}-${index}`} className="font-medium">
              {t(`progress.demo.goals.${goal.name}`)}
            </span>
            <span className="text-muted-foreground">{t('progress.demo.percent', { value: goal.value })}</span>
          </div>
          <Progress value={goal.value} color={goal.color} aria-labelledby={`${id}-${index}`} />
        </div>
      ))}
    </div>
  );
}
