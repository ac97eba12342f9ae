/** Checkbox items toggle independent options and keep the menu open between picks. */
import { useState } from 'react';
import { Columns3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const columns = ['customer', 'date', 'total', 'status', 'payment'];

export function MenuCheckable() {
  const { t } = useTranslation('ui-components');
  const [visible, setVisible] = useState(['customer', 'total', 'status']);
  const shown = columns.filter((column) => visible.includes(column)).map((column) => t(`menu.demo.columns.${column}`));
  return (
    <div className="flex flex-wrap items-center gap-4">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" color="secondary">
            <Columns3 aria-hidden />
            {t('menu.demo.columns.button')}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>{t('menu.demo.columns.show')}</DropdownMenuLabel>
          {columns.map((column) => (
            <DropdownMenuCheckboxItem
              key={column}
              checked={visible.includes(column)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) =>
                setVisible((list) => (on ? [...list, column] : list.filter((item) => item !== column)))
              }
            >
              {t(`menu.demo.columns.${column}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="text-sm text-muted-foreground">
        {shown.length ? t('menu.demo.columns.shown', { columns: shown }) : t('menu.demo.columns.none')}
      </span>
    </div>
  );
}
