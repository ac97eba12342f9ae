/** A visible label and value above the bar; the bar takes its name from the label through aria-labelledby. */
import { useId } from 'react';
import { Progress } from '@/components/ui/progress';

const goals = [
  { name: 'Storage used', value: 72, color: 'warning' },
  { name: 'Profile completed', value: 90, color: 'success' },
  { name: 'Course progress', value: 38, color: 'primary' },
] as const;

export function ProgressLinearLabel() {
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      {goals.map((goal, index) => (
        <div key={goal.name} className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span id={`${id}-${index}`} className="font-medium">
              {goal.name}
            </span>
            <span className="text-muted-foreground">{goal.value}%</span>
          </div>
          <Progress value={goal.value} color={goal.color} aria-labelledby={`${id}-${index}`} />
        </div>
      ))}
    </div>
  );
}
