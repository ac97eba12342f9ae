/** Options that cannot be chosen (the arrow keys skip them), and a disabled select. */
import { FormField } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export function SelectDisabled() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Plan" description="Enterprise is sold by our team.">
        {(control) => (
          <Select defaultValue="pro">
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="free">Free</SelectItem>
              <SelectItem value="pro">Pro</SelectItem>
              <SelectItem value="enterprise" disabled>
                Enterprise
              </SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Region">
        {(control) => (
          <Select defaultValue="eu" disabled>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="eu">Europe</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
