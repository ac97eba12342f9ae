/** Radios drawn as tiles with an icon, for choices people compare at a glance (plans, layouts, payment). */
import { CreditCard, Landmark, Wallet } from 'lucide-react';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';

const methods = [
  { value: 'card', label: 'Card', Icon: CreditCard },
  { value: 'bank', label: 'Bank transfer', Icon: Landmark },
  { value: 'wallet', label: 'Wallet', Icon: Wallet },
];

export function RadioCustom() {
  return (
    <RadioGroup aria-label="Payment method" defaultValue="card" className="grid max-w-xl grid-cols-3 gap-3">
      {methods.map(({ value, label, Icon }) => (
        <RadioTile key={value} value={value}>
          <Icon aria-hidden className="size-6" />
          <span className="text-center">{label}</span>
        </RadioTile>
      ))}
    </RadioGroup>
  );
}
