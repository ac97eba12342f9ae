/** A button group joins related actions into one control; `aria-pressed` shows the active choice. */
import { useState } from 'react';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonGroup } from '@/components/ui/button-group';

const alignments = [
  { id: 'start', label: 'Align start', Icon: AlignLeft },
  { id: 'center', label: 'Align centre', Icon: AlignCenter },
  { id: 'end', label: 'Align end', Icon: AlignRight },
];

export function ButtonGroupExample() {
  const [align, setAlign] = useState('start');
  return (
    <div className="flex flex-wrap items-center gap-6">
      <ButtonGroup aria-label="Period">
        <Button variant="outline">Day</Button>
        <Button variant="outline">Week</Button>
        <Button variant="outline">Month</Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Text alignment">
        {alignments.map(({ id, label, Icon }) => (
          <Button
            key={id}
            size="icon"
            variant={align === id ? 'solid' : 'tonal'}
            aria-label={label}
            aria-pressed={align === id}
            onClick={() => setAlign(id)}
          >
            <Icon aria-hidden className="rtl:-scale-x-100" />
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup aria-label="Save options">
        <Button color="success">Save</Button>
        <Button color="success" variant="tonal">
          Save as draft
        </Button>
      </ButtonGroup>
    </div>
  );
}
