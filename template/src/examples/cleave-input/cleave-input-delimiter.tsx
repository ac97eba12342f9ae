/**
 * Custom blocks and delimiters: an IBAN in groups of four, and a licence key whose letters are
 * upper-cased and separated by dashes as they are typed.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIMask } from 'react-imask';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function CleaveInputDelimiter() {
  const { t } = useTranslation('ui-extensions');
  const ibanId = useId();
  const keyId = useId();
  const { ref: ibanRef } = useIMask<HTMLInputElement>({
    mask: 'aa00 0000 0000 0000 0000 0000 000',
    prepareChar: (char) => char.toUpperCase(),
  });
  const { ref: licenceRef } = useIMask<HTMLInputElement>({
    mask: '#####-#####-#####',
    definitions: { '#': /[0-9A-Z]/ },
    prepareChar: (char) => char.toUpperCase(),
  });
  return (
    <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ibanId}>{t('cleave-input.demo.iban')}</Label>
        <Input
          id={ibanId}
          ref={ibanRef}
          dir="ltr"
          placeholder="FR76 3000 6000 0112 3456 7890 189"
          className="text-start font-mono"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={keyId}>{t('cleave-input.demo.licence')}</Label>
        <Input id={keyId} ref={licenceRef} dir="ltr" placeholder="AB12C-3DE45-F67GH" className="text-start font-mono" />
      </div>
    </div>
  );
}
