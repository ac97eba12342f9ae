/** Many values with new ones allowed: type a tag and press Enter; Backspace in the empty field removes the last. */
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const suggestions = ['react', 'typescript', 'tailwind', 'vite', 'radix'].map((t) => ({ value: t, label: t }));

export function ComboboxMultiple() {
  const [tags, setTags] = useState(['react', 'vite']);
  return (
    <div className="max-w-md">
      <FormField label="Tags" description={`${tags.length} selected`}>
        {(control) => (
          <Combobox {...control} multiple allowCustom options={suggestions} value={tags} onChange={setTags} />
        )}
      </FormField>
    </div>
  );
}
