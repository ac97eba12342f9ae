/** Phone numbers in two national formats, with the fixed country code typed for the user. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIMask } from 'react-imask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

function PhoneField({ label, mask, placeholder }: { label: string; mask: string; placeholder: string }) {
  const { t } = useTranslation('ui-extensions');
  const id = useId();
  const { ref, unmaskedValue } = useIMask<HTMLInputElement>({ mask, lazy: true });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {/* Phone numbers read left to right in every language. */}
      <Input
        id={id}
        ref={ref}
        dir="ltr"
        type="tel"
        autoComplete="tel"
        placeholder={placeholder}
        className="text-start"
      />
      <p className="text-xs text-muted-foreground">
        {t('cleave-input.demo.storedAs', { value: unmaskedValue || '—' })}
      </p>
    </div>
  );
}

export function CleaveInputPhone() {
  const { t } = useTranslation('ui-extensions');
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <PhoneField label={t('cleave-input.demo.phoneUs')} mask="+{1} (000) 000-0000" placeholder="+1 (555) 123-4567" />
      <PhoneField label={t('cleave-input.demo.phoneFr')} mask="+{33} 0 00 00 00 00" placeholder="+33 6 12 34 56 78" />
    </div>
  );
}
