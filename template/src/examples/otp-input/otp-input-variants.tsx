/** Outlined, filled and underlined code boxes; each group is named by its label. */
import { useId } from 'react';
import { OtpInput } from '@/components/ui/otp-input';

const variants = [
  { variant: 'outline', label: 'Outlined' },
  { variant: 'filled', label: 'Filled' },
  { variant: 'underline', label: 'Underlined' },
] as const;

export function OtpInputVariants() {
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      {variants.map(({ variant, label }) => (
        <div key={variant} className="flex flex-col gap-2">
          <p id={`${id}-${variant}`} className="text-sm font-medium">
            {label}
          </p>
          <OtpInput aria-labelledby={`${id}-${variant}`} variant={variant} length={4} />
        </div>
      ))}
    </div>
  );
}
