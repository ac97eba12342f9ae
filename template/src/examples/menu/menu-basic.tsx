/**
 * A menu opened by a button: arrow keys move, typing jumps to an item, Enter picks, Escape closes
 * and focus returns to the button.
 */
import { ChevronDown, Copy, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export function MenuBasic() {
  const { t } = useTranslation('ui-components');
  const [last, setLast] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="tonal">
            {t('menu.demo.actions')}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => setLast('edit')}>
            <Pencil aria-hidden />
            {t('menu.demo.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setLast('duplicate')}>
            <Copy aria-hidden />
            {t('menu.demo.duplicate')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setLast('share')}>
            <Share2 aria-hidden />
            {t('menu.demo.share')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setLast('delete')}>
            <Trash2 aria-hidden />
            {t('menu.demo.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="text-sm text-muted-foreground">{last ? t(`menu.demo.${last}`) : t('menu.demo.nothingYet')}</span>
    </div>
  );
}
