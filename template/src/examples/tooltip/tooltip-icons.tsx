/** Icon buttons: the aria-label names the button, the tooltip shows the same words to sighted users. */
import { Bold, Italic, Link2, Underline } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const tools = [
  { label: 'Bold', Icon: Bold },
  { label: 'Italic', Icon: Italic },
  { label: 'Underline', Icon: Underline },
  { label: 'Insert link', Icon: Link2 },
];

export function TooltipIcons() {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1">
      {tools.map(({ label, Icon }) => (
        <Tooltip key={label} content={label}>
          <Button size="icon" variant="ghost" aria-label={label}>
            <Icon aria-hidden />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
