/** Outlined, filled and underlined code boxes; each group is named by its label. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '@/components/ui/otp-input';

const variants = ['outline', 'filled', 'underline'] as const;

export function OtpInputVariants() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex flex-col gap-5">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-2">
          <p id={`${id}-${variant}`} className="text-sm font-medium">
            {t(`variant.${variant}`)}
          </p>
          <OtpInput aria-labelledby={`${id}-${variant}`} variant={variant} length={4} />
        </div>
      ))}
    </div>
  );
}
