/** The starting height in rows: one line for a short answer, six for a long description. */
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaRows() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label="One row">
        {(control) => <Textarea {...control} rows={1} className="min-h-0" placeholder="A single line" />}
      </FormField>
      <FormField label="Six rows">
        {(control) => <Textarea {...control} rows={6} className="min-h-0" placeholder="A long description" />}
      </FormField>
    </div>
  );
}
