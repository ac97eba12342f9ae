/** A fixed-size text area: no resize handle, for layouts that must not move. */
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaNoResize() {
  return (
    <div className="max-w-lg">
      <FormField label="Return reason">
        {(control) => <Textarea {...control} resizable={false} placeholder="Tell us what went wrong" />}
      </FormField>
    </div>
  );
}
