/** A clear button that appears once there is text; clearing puts focus back in the field. Events are listed below. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { InputClearButton, InputGroup, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldClearable() {
  const { t } = useTranslation('ui-forms');
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => t('text-field.productValue'));
  const [events, setEvents] = useState<string[]>([]);
  const log = (event: string) => setEvents((list) => [event, ...list].slice(0, 4));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('text-field.productName')}>
        {(control) => (
          <InputGroup>
            <InputGroupInput
              {...control}
              ref={input}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              onFocus={() => log('focus')}
              onBlur={() => log('blur')}
            />
            <InputClearButton
              hidden={!value}
              onClear={() => {
                setValue('');
                log('clear');
                input.current?.focus();
              }}
            />
          </InputGroup>
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        {t('text-field.lastEvents', { events: events.join(', ') || t('text-field.noEvents') })}
      </p>
    </div>
  );
}
