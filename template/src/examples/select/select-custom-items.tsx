/** Items with an avatar and a second line; the field shows only the name once chosen. */
import { Avatar, initials } from '@/components/ui/avatar';
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const people = [
  { id: 'ada', name: 'Ada Lovelace', role: 'Engineering lead' },
  { id: 'grace', name: 'Grace Hopper', role: 'Compiler team' },
  { id: 'alan', name: 'Alan Turing', role: 'Research' },
];

export function SelectCustomItems() {
  return (
    <div className="max-w-xs">
      <FormField label="Assignee">
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
                      <span className="text-xs text-muted-foreground">{person.role}</span>
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
