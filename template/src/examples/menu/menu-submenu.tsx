/** Submenus open to the side (the start side right to left) with the arrow key or on hover. */
import { FileDown, FileText, Share2, Sheet, Table } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export function MenuSubmenu() {
  const { t } = useTranslation('ui-components');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="tonal" color="info">
          {t('menu.demo.file')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem>
          <FileText aria-hidden />
          {t('menu.demo.newDocument')}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <FileDown aria-hidden />
            {t('menu.demo.exportAs')}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>
              <Table aria-hidden />
              CSV
            </DropdownMenuItem>
            <DropdownMenuItem>
              <Sheet aria-hidden />
              Excel
            </DropdownMenuItem>
            <DropdownMenuItem>
              <FileText aria-hidden />
              PDF
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem>
          <Share2 aria-hidden />
          {t('menu.demo.share')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
