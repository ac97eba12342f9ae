/** Visibility under control: `open` and `onOpenChange` let the page show a tooltip on its own terms. */
import { useId, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';

export function TooltipControlled() {
  const { t } = useTranslation('ui-components');
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6 pt-8">
      <div className="flex items-center gap-2">
        <Switch id={id} checked={open} onCheckedChange={setOpen} />
        <Label htmlFor={id}>{t('tooltips.demo.showTooltip')}</Label>
      </div>
      <Tooltip open={open} onOpenChange={setOpen} content={t('tooltips.demo.cartItems', { count: 3 })}>
        <Button size="icon" variant="tonal" aria-label={t('tooltips.demo.cart')}>
          <ShoppingCart aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}
