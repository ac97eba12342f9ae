/** Checkbox items toggle independent options and keep the menu open between picks. */
import { useState } from 'react';
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const columns = ['Customer', 'Date', 'Total', 'Status', 'Payment'];

export function MenuCheckable() {
  const [visible, setVisible] = useState(['Customer', 'Total', 'Status']);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" color="secondary">
            <Columns3 aria-hidden />
            Columns
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Show columns</DropdownMenuLabel>
          {columns.map((column) => (
            <DropdownMenuCheckboxItem
              key={column}
              checked={visible.includes(column)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) =>
                setVisible((list) => (on ? [...list, column] : list.filter((item) => item !== column)))
              }
            >
              {column}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <span className="text-sm text-muted-foreground">{visible.join(', ') || 'No columns'}</span>
    </div>
  );
}
