/** Grows with its content instead of showing a scroll bar; start with two rows and type a few lines. */
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaAutoGrow() {
  return (
    <div className="max-w-lg">
      <FormField label="Delivery instructions" description="The field grows as you add lines.">
        {(control) => (
          <Textarea
            {...control}
            autoGrow
            rows={2}
            className="min-h-0"
            defaultValue={'Leave the parcel with the concierge.\nCall when you arrive.'}
          />
        )}
      </FormField>
    </div>
  );
}
