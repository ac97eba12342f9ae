/** `navigation="free"` lets people open any step from the header, in any order; icons replace numbers. */
import { useState } from 'react';
import { Image, Palette, Type } from 'lucide-react';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

const steps: StepperStep[] = [
  {
    id: 'brand',
    title: 'Brand colours',
    icon: <Palette aria-hidden />,
    content: <p className="text-sm">Choose a primary colour.</p>,
  },
  {
    id: 'type',
    title: 'Typography',
    icon: <Type aria-hidden />,
    optional: true,
    content: <p className="text-sm">Pick a font pair.</p>,
  },
  { id: 'logo', title: 'Logo', icon: <Image aria-hidden />, content: <p className="text-sm">Upload a logo.</p> },
];

export function StepperEditable() {
  const [current, setCurrent] = useState('brand');
  return (
    <Stepper
      steps={steps}
      value={current}
      onValueChange={setCurrent}
      navigation="free"
      completed={['type']}
      label="Theme setup"
    />
  );
}
