/** Radio items pick one option out of several; the checked one is marked. */
import { useState } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const orders = ['newest', 'oldest', 'priceUp', 'priceDown'];

export function MenuRadio() {
  const { t } = useTranslation('ui-components');
  const [order, setOrder] = useState(orders[0]!);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" color="secondary">
          <ArrowUpDown aria-hidden />
          {t(`menu.demo.sort.${order}`)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('menu.demo.sort.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={order} onValueChange={setOrder}>
          {orders.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {t(`menu.demo.sort.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
