/** A clear button beside the text; it shows only when there is something to clear and returns focus to the field. */
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaClearable() {
  const { t } = useTranslation('ui-forms');
  const field = useRef<HTMLTextAreaElement>(null);
  const [note, setNote] = useState(() => t('textarea.noteValue'));
  return (
    <div className="max-w-lg">
      <FormField label={t('textarea.note')}>
        {(control) => (
          <div className="relative">
            <Textarea
              {...control}
              ref={field}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="pe-11"
            />
            {note && (
              <Button
                size="icon-sm"
                variant="ghost"
                color="secondary"
                pill
                aria-label={t('textarea.clear')}
                className="absolute end-1.5 top-1.5"
                onClick={() => {
                  setNote('');
                  field.current?.focus();
                }}
              >
                <X aria-hidden />
              </Button>
            )}
          </div>
        )}
      </FormField>
    </div>
  );
}
