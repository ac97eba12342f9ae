/** Keyboard shortcuts shown at the end of items, with labelled groups and a disabled item. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export function MenuShortcuts() {
  const { t } = useTranslation('ui-components');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">{t('menu.demo.edit')}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        <DropdownMenuGroup>
          <DropdownMenuLabel>{t('menu.demo.history')}</DropdownMenuLabel>
          <DropdownMenuItem>
            {t('menu.demo.undo')} <DropdownMenuShortcut>Ctrl Z</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            {t('menu.demo.redo')} <DropdownMenuShortcut>Ctrl Y</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>{t('menu.demo.clipboard')}</DropdownMenuLabel>
          <DropdownMenuItem>
            {t('menu.demo.cut')} <DropdownMenuShortcut>Ctrl X</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>
            {t('menu.demo.copy')} <DropdownMenuShortcut>Ctrl C</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>
            {t('menu.demo.paste')} <DropdownMenuShortcut>Ctrl V</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
