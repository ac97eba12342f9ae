import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { NavSection } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { sidebarSurface } from './side-menu-surface';
import { VerticalNav } from './vertical-nav';

export interface SideMenuDrawerProps {
  sections: NavSection[];
  onSearch: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The vertical menu below lg: a drawer from the start edge, closed by navigating. */
export function SideMenuDrawer({ sections, onSearch, open, onOpenChange }: SideMenuDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        data-slot="sidebar"
        aria-describedby={undefined}
        className={cn(sidebarSurface, 'w-sidebar max-w-[85vw]')}
      >
        <SheetTitle className="sr-only">{t('shell.mainMenu')}</SheetTitle>
        <VerticalNav
          sections={sections}
          onSearch={() => {
            onOpenChange(false);
            onSearch();
          }}
          onNavigate={() => onOpenChange(false)}
          headerAction={
            <SheetClose asChild>
              <Button variant="ghost" color="secondary" size="icon-sm" pill aria-label={t('shell.closeMenu')}>
                <X />
              </Button>
            </SheetClose>
          }
        />
      </SheetContent>
    </Sheet>
  );
}
