/** Rich labels: a title and a description per option, the description tied to its radio with aria-describedby. */
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

const shipping = [
  { value: 'standard', title: 'Standard', text: '4 to 6 business days, free' },
  { value: 'express', title: 'Express', text: '1 to 2 business days, $9.90' },
  { value: 'pickup', title: 'Store pickup', text: 'Ready tomorrow at 10 am' },
];

export function RadioLabel() {
  const id = useId();
  return (
    <RadioGroup aria-label="Shipping method" defaultValue="standard" className="gap-4">
      {shipping.map((option) => (
        <div key={option.value} className="flex items-start gap-3">
          <RadioGroupItem
            id={`${id}-${option.value}`}
            value={option.value}
            aria-describedby={`${id}-${option.value}-text`}
            className="mt-0.5"
          />
          <div className="flex flex-col">
            <Label htmlFor={`${id}-${option.value}`}>{option.title}</Label>
            <span id={`${id}-${option.value}-text`} className="text-xs text-muted-foreground">
              {option.text}
            </span>
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
