/**
 * A linear wizard: Back and Next move through the steps, finished steps can be reopened from the
 * header, later ones cannot. The step contents are the page's own.
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

const steps: StepperStep[] = [
  {
    id: 'account',
    title: 'Account',
    description: 'Email and password',
    content: <p className="text-sm">Create your login.</p>,
  },
  {
    id: 'profile',
    title: 'Profile',
    description: 'Name and photo',
    content: <p className="text-sm">Tell us who you are.</p>,
  },
  { id: 'plan', title: 'Plan', description: 'Pick a plan', content: <p className="text-sm">Free, Pro or Team.</p> },
];

export function StepperBasic() {
  const [current, setCurrent] = useState('account');
  const index = steps.findIndex((step) => step.id === current);
  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={steps} value={current} onValueChange={setCurrent} label="Sign-up progress" />
      <div className="flex justify-between gap-3">
        <Button
          variant="outline"
          color="secondary"
          disabled={index === 0}
          onClick={() => setCurrent(steps[index - 1]!.id)}
        >
          Back
        </Button>
        <Button disabled={index === steps.length - 1} onClick={() => setCurrent(steps[index + 1]!.id)}>
          Next
        </Button>
      </div>
    </div>
  );
}
