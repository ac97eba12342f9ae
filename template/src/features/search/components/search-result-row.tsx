import { Command } from 'cmdk';
import { CornerDownLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { NavIcon, navIcons } from '@/components/layout/nav-icon';
import type { NavIconName } from '@/config/navigation';

const iconName = (name: string): NavIconName => (name in navIcons ? (name as NavIconName) : 'file');

export interface SearchResultRowProps {
  /** Unique cmdk value. */
  value: string;
  title: string;
  group: string;
  icon: string;
  onSelect: () => void;
}

/** A result: icon, title and the group label chip; highlighted by arrow keys (data-selected). */
export function SearchResultRow({ value, title, group, icon, onSelect }: SearchResultRowProps) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="group/item flex min-h-12 cursor-pointer items-center gap-3 rounded-[calc(var(--radius)*0.8)] px-3 text-sm text-foreground transition-colors data-[selected=true]:bg-primary/10"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground transition-colors group-data-[selected=true]/item:bg-primary group-data-[selected=true]/item:text-primary-foreground">
        <NavIcon name={iconName(icon)} className="size-4.5" />
      </span>
      <span className="min-w-0 flex-1 truncate font-medium group-data-[selected=true]/item:text-primary-text">
        {title}
      </span>
      <Badge size="sm" className="max-w-[40%] truncate">
        {group}
      </Badge>
      <CornerDownLeft
        aria-hidden
        className="size-4 shrink-0 text-muted-foreground opacity-0 transition-opacity group-data-[selected=true]/item:opacity-100 rtl:-scale-x-100"
      />
    </Command.Item>
  );
}
