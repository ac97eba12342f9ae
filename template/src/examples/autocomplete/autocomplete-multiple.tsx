/** Several values from the list; the list stays open while you pick. */
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const skills = ['Figma', 'React', 'SQL', 'Python', 'Copywriting', 'SEO'].map((s) => ({ value: s, label: s }));

export function AutocompleteMultiple() {
  const [chosen, setChosen] = useState(['React']);
  return (
    <div className="max-w-md">
      <FormField label="Skills" description={`${chosen.length} of ${skills.length} chosen`}>
        {(control) => (
          <Combobox {...control} multiple openOnFocus options={skills} value={chosen} onChange={setChosen} />
        )}
      </FormField>
    </div>
  );
}
