/** A clear button that appears once there is text; clearing puts focus back in the field. Events are listed below. */
import { useRef, useState } from 'react';
import { FormField } from '@/components/ui/field';
import { InputClearButton, InputGroup, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldClearable() {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('Wireless headphones');
  const [events, setEvents] = useState<string[]>([]);
  const log = (event: string) => setEvents((list) => [event, ...list].slice(0, 4));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Product name">
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
      <p className="text-sm text-muted-foreground">Last events: {events.join(', ') || 'none yet'}</p>
    </div>
  );
}
