import { Circle, CircleDot, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { NavSection } from '@/config/navigation';
import { useIsDesktop } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { updateSettings, useSettings } from '@/lib/settings';
import { VerticalNav } from './vertical-nav';

export interface SideMenuProps {
  sections: NavSection[];
  onSearch: () => void;
  /** Drawer state below lg. */
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

const surface = 'bg-sidebar text-sidebar-foreground';

/**
 * The vertical menu: a permanent panel from lg up (a mini rail that expands on hover or focus when
 * "mini" is on), a drawer below lg. data-slot="sidebar" is what the semi-dark tokens key on.
 */
export function SideMenu({ sections, onSearch, drawerOpen, onDrawerOpenChange }: SideMenuProps) {
  const { t } = useTranslation('common');
  const isDesktop = useIsDesktop();
  const { menuMini } = useSettings();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (!isDesktop) {
    return (
      <Sheet open={drawerOpen} onOpenChange={onDrawerOpenChange}>
        <SheetContent side="start" data-slot="sidebar" aria-describedby={undefined} className={cn(surface, 'w-sidebar max-w-[85vw]')}>
          <SheetTitle className="sr-only">{t('shell.mainMenu')}</SheetTitle>
          <VerticalNav
            sections={sections}
            onSearch={() => {
              onDrawerOpenChange(false);
              onSearch();
            }}
            onNavigate={() => onDrawerOpenChange(false)}
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

  const collapsed = menuMini && !hovered && !focused;
  return (
    <aside
      data-slot="sidebar"
      data-mini={menuMini}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
      className={cn(
        surface,
        'fixed inset-y-0 start-0 z-drawer overflow-hidden shadow-card transition-[width,box-shadow] duration-250 ease-out print:hidden',
        collapsed ? 'w-rail' : 'w-sidebar',
        menuMini && !collapsed && 'shadow-float',
      )}
    >
      <div className="h-full w-sidebar">
        <VerticalNav
          sections={sections}
          collapsed={collapsed}
          onSearch={onSearch}
          headerAction={
            <Button
              variant="ghost"
              color="secondary"
              size="icon-sm"
              pill
              aria-pressed={!menuMini}
              aria-label={t('shell.pinMenu')}
              onClick={() => updateSettings({ menuMini: !menuMini })}
            >
              {menuMini ? <Circle /> : <CircleDot />}
            </Button>
          }
        />
      </div>
    </aside>
  );
}
