/** Four sides; a tooltip shows on hover and on keyboard focus, and Escape hides it. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const sides = ['top', 'right', 'bottom', 'left'] as const;

export function TooltipPlacement() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {sides.map((side) => (
        <Tooltip key={side} side={side} content={t(`tooltips.demo.sides.${side}.tooltip`)}>
          <Button variant="outline">{t(`tooltips.demo.sides.${side}.label`)}</Button>
        </Tooltip>
      ))}
    </div>
  );
}
