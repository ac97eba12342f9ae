/** Icons inside the field, at either end. They are decorative (aria-hidden): the label names the field. */
import { Mail, MapPin, Search } from 'lucide-react';
import { FormField } from '@/components/ui/field';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldIcons() {
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label="Search">
        {(control) => (
          <InputGroup>
            <InputGroupAddon>
              <Search aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} type="search" placeholder="Products, orders…" />
          </InputGroup>
        )}
      </FormField>
      <FormField label="Email">
        {(control) => (
          <InputGroup>
            <InputGroupInput {...control} type="email" placeholder="ada@demo.com" />
            <InputGroupAddon>
              <Mail aria-hidden />
            </InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <FormField label="Location">
        {(control) => (
          <InputGroup variant="filled">
            <InputGroupAddon>
              <MapPin aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} placeholder="Paris, France" />
          </InputGroup>
        )}
      </FormField>
    </div>
  );
}
