/** react-hook-form and zod: a file is required and must weigh under 2 MB; the message shows on submit. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { ControlledField } from '@/components/ui/form';
import { required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const maxBytes = 2_000_000;
const schema = z.object({
  resume: z.array(z.file()).check(
    ruleCheck(required),
    z.refine((files) => files.every((f) => f.size <= maxBytes), 'The file must be under 2 MB'),
  ),
});

export function FileInputValidation() {
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { resume: [] } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex max-w-lg flex-col gap-4">
      <ControlledField control={control} name="resume" label="Résumé" description="PDF, under 2 MB." required>
        {({ value, onChange, ref, name }, aria) => (
          <FileInput {...aria} ref={ref} name={name} accept="application/pdf" files={value} onFilesChange={onChange} />
        )}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">Apply</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            Application sent.
          </p>
        )}
      </div>
    </form>
  );
}
