/**
 * react-hook-form and zod: a file is required and must weigh under 2 MB; the message shows on submit.
 * The size message is this form's own, so the schema is built with it in the reader's language.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { ControlledField } from '@/components/ui/form';
import { required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const maxBytes = 2_000_000;
const resumeSchema = (tooBig: string) =>
  z.object({
    resume: z.array(z.file()).check(
      ruleCheck(required),
      z.refine((files) => files.every((f) => f.size <= maxBytes), tooBig),
    ),
  });

export function FileInputValidation() {
  const { t } = useTranslation('ui-forms');
  const schema = useMemo(() => resumeSchema(t('file-input.tooBig')), [t]);
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { resume: [] } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex max-w-lg flex-col gap-4">
      <ControlledField
        control={control}
        name="resume"
        label={t('file-input.resume')}
        description={t('file-input.resumeHint')}
        required
      >
        {({ value, onChange, ref, name }, aria) => (
          <FileInput {...aria} ref={ref} name={name} accept="application/pdf" files={value} onFilesChange={onChange} />
        )}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">{t('file-input.apply')}</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            {t('file-input.sent')}
          </p>
        )}
      </div>
    </form>
  );
}
