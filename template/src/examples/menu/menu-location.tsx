/** `side` and `align` place the menu around its button; it flips when there is no room. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const sides = ['top', 'bottom', 'left', 'right'] as const;

export function MenuLocation() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {sides.map((side) => (
        <DropdownMenu key={side}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">{t(`menu.demo.sides.${side}`)}</Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent side={side} align="center">
            <DropdownMenuItem>{t('menu.demo.profile')}</DropdownMenuItem>
            <DropdownMenuItem>{t('menu.demo.settings')}</DropdownMenuItem>
            <DropdownMenuItem>{t('menu.demo.logOut')}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </div>
  );
}
