/** A required select in react-hook-form: submitting without a choice shows the default message and focuses it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const schema = z.object({ country: z.string().check(ruleCheck(required)) });

export function SelectValidation() {
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { country: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex max-w-xs flex-col gap-4">
      <ControlledField control={control} name="country" label="Country" required>
        {({ value, onChange, onBlur, ref }, aria) => (
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger {...aria} ref={ref} onBlur={onBlur}>
              <SelectValue placeholder="Select a country" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="ca">Canada</SelectItem>
              <SelectItem value="fr">France</SelectItem>
              <SelectItem value="jp">Japan</SelectItem>
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">Continue</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            Country saved.
          </p>
        )}
      </div>
    </form>
  );
}
