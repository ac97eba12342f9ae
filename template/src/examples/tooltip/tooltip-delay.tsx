/** `delayDuration` sets how long the pointer must rest before the tooltip shows. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const delays = [0, 300, 1000];

export function TooltipDelay() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {delays.map((delay) => (
        <Tooltip key={delay} delayDuration={delay} content={t('tooltips.demo.shownAfter', { delay })}>
          <Button variant="tonal">{delay === 0 ? t('tooltips.demo.instant') : t('tooltips.demo.ms', { delay })}</Button>
        </Tooltip>
      ))}
    </div>
  );
}
