/** Options under group headings, with a separator; screen readers announce the group of each option. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

export function SelectGroups() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-xs">
      <FormField label={t('select.timeZone')}>
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t('select.timeZoneHint')} />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>{t('select.europe')}</SelectLabel>
                <SelectItem value="Europe/London">{t('select.cities.london')}</SelectItem>
                <SelectItem value="Europe/Paris">{t('select.cities.paris')}</SelectItem>
                <SelectItem value="Europe/Berlin">{t('select.cities.berlin')}</SelectItem>
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>{t('select.americas')}</SelectLabel>
                <SelectItem value="America/New_York">{t('select.cities.newYork')}</SelectItem>
                <SelectItem value="America/Chicago">{t('select.cities.chicago')}</SelectItem>
                <SelectItem value="America/Los_Angeles">{t('select.cities.losAngeles')}</SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
