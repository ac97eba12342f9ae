/** An autocomplete only accepts values from its list; the three field styles. Language names come from Intl. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const languageCodes = ['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja', 'pt', 'zh'];
const variants = ['outline', 'filled', 'underline'] as const;

export function AutocompleteVariants() {
  const { t, i18n } = useTranslation('ui-forms');
  const id = useId();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languages = languageCodes.map((code) => ({ value: code, label: names.of(code) ?? code }));
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <Combobox
            id={`${id}-${variant}`}
            variant={variant}
            options={languages}
            placeholder={t('autocomplete.searchLanguage')}
          />
        </div>
      ))}
    </div>
  );
}
