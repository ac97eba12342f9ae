/** Titles under the indicators (`labelPlacement="bottom"`); on phones only the indicators remain. */
import { Stepper } from '@/components/ui/stepper';

const steps = [
  { id: 'cart', title: 'Cart' },
  { id: 'address', title: 'Address' },
  { id: 'payment', title: 'Payment' },
  { id: 'confirm', title: 'Confirmation' },
];

export function StepperAlternate() {
  return <Stepper steps={steps} defaultValue="payment" labelPlacement="bottom" label="Checkout progress" />;
}
