/** Icon buttons: the aria-label names the button, the tooltip shows the same words to sighted users. */
import { Bold, Italic, Link2, Underline } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const tools = [
  { id: 'bold', Icon: Bold },
  { id: 'italic', Icon: Italic },
  { id: 'underline', Icon: Underline },
  { id: 'link', Icon: Link2 },
] as const;

export function TooltipIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <div role="toolbar" aria-label={t('tooltips.demo.formatting')} className="flex flex-wrap items-center gap-1">
      {tools.map(({ id, Icon }) => (
        <Tooltip key={id} content={t(`tooltips.demo.tools.${id}`)}>
          <Button size="icon" variant="ghost" aria-label={t(`tooltips.demo.tools.${id}`)}>
            <Icon aria-hidden />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
