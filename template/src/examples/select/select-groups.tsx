/** Options under group headings, with a separator; screen readers announce the group of each option. */
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
  return (
    <div className="max-w-xs">
      <FormField label="Time zone">
        {(control) => (
          <Select>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a time zone" />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>Europe</SelectLabel>
                <SelectItem value="Europe/London">London</SelectItem>
                <SelectItem value="Europe/Paris">Paris</SelectItem>
                <SelectItem value="Europe/Berlin">Berlin</SelectItem>
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>Americas</SelectLabel>
                <SelectItem value="America/New_York">New York</SelectItem>
                <SelectItem value="America/Chicago">Chicago</SelectItem>
                <SelectItem value="America/Los_Angeles">Los Angeles</SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
