/** A step with `error` turns red and is announced as having an error; the rest keep their state. */
import { Stepper } from '@/components/ui/stepper';

const steps = [
  { id: 'details', title: 'Details', description: 'Done' },
  { id: 'payment', title: 'Payment', description: 'Card declined', error: true },
  { id: 'review', title: 'Review' },
];

export function StepperError() {
  return <Stepper steps={steps} defaultValue="review" navigation="free" label="Order progress" />;
}
