/** Free text: a value that is not in the list is offered as "Use …" and kept as typed. */
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const sources = ['Google search', 'A friend', 'Newsletter', 'Conference'].map((s) => ({ value: s, label: s }));

export function ComboboxFreeText() {
  const [source, setSource] = useState<string | null>(null);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <FormField label="How did you hear about us?" description="Pick one or type your own answer.">
        {(control) => <Combobox {...control} allowCustom options={sources} value={source} onChange={setSource} />}
      </FormField>
      <p className="text-sm text-muted-foreground">Value: {source ?? 'none'}</p>
    </div>
  );
}
