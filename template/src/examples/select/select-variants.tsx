/** Outlined, filled and underlined selects; the list opens below and follows the keyboard. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const variants = ['outline', 'filled', 'underline'] as const;
const countryCodes = ['FR', 'DE', 'ES'];

export function SelectVariants() {
  const { t, i18n } = useTranslation('ui-forms');
  const id = useId();
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <Select defaultValue="FR">
            <SelectTrigger id={`${id}-${variant}`} variant={variant}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {countryCodes.map((code) => (
                <SelectItem key={code} value={code}>
                  {countries.of(code)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ))}
    </div>
  );
}
