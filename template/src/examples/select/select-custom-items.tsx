/** Items with an avatar and a second line; the field shows only the name once chosen. */
import { useTranslation } from 'react-i18next';
import { Avatar, initials } from '@/components/ui/avatar';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const people = [
  { id: 'ada', name: 'Ada Lovelace', role: 'engineering' },
  { id: 'grace', name: 'Grace Hopper', role: 'compilers' },
  { id: 'alan', name: 'Alan Turing', role: 'research' },
] as const;

export function SelectCustomItems() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-xs">
      <FormField label={t('select.assignee')}>
        {(control) => (
          <Select defaultValue="grace">
            <SelectTrigger {...control} className="h-12">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {people.map((person) => (
                <SelectItem key={person.id} value={person.id}>
                  <span className="flex items-center gap-2.5">
                    <Avatar size="sm" aria-hidden fallback={initials(person.name)} />
                    <span className="flex flex-col text-start">
                      <span>{person.name}</span>
                      <span className="text-xs text-muted-foreground">{t(`select.roles.${person.role}`)}</span>
                    </span>
                  </span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
