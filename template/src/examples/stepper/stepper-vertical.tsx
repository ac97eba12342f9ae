/** Vertical steps with each step's content under it; Up and Down move between the headers. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

const titles = ['Select campaign settings', 'Create an ad group', 'Create an ad'];

export function StepperVertical() {
  const [index, setIndex] = useState(0);
  const steps: StepperStep[] = titles.map((title, i) => ({
    id: String(i),
    title,
    description: i === 1 ? 'Targeting and budget' : undefined,
    content: (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">Fill in the details of step {i + 1}, then continue.</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setIndex(Math.min(i + 1, titles.length))}>
            {i === titles.length - 1 ? 'Finish' : 'Continue'}
          </Button>
          {i > 0 && (
            <Button size="sm" variant="text" color="secondary" onClick={() => setIndex(i - 1)}>
              Back
            </Button>
          )}
        </div>
      </div>
    ),
  }));
  return (
    <div className="flex flex-col gap-4">
      <Stepper
        steps={steps}
        orientation="vertical"
        value={String(Math.min(index, titles.length - 1))}
        completed={steps.filter((_, i) => i < index).map((step) => step.id)}
        onValueChange={(id) => setIndex(Number(id))}
        label="Campaign setup"
      />
      {index === titles.length && (
        <Button size="sm" variant="tonal" className="w-fit" onClick={() => setIndex(0)}>
          All done, start again
        </Button>
      )}
    </div>
  );
}
