import { Circle, CircleDot } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { NavSection } from '@/config/navigation';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { cn } from '@/lib/cn';
import { updateSettings, useSettings } from '@/lib/settings';
import { sidebarSurface } from './side-menu-surface';
import { VerticalNav } from './vertical-nav';

// Below lg the menu is a drawer (Radix Dialog): its code loads on the first tap of the menu button.
const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((m) => ({ default: m.SideMenuDrawer })));

export interface SideMenuProps {
  sections: NavSection[];
  onSearch: () => void;
  /** Drawer state below lg. */
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/**
 * The vertical menu: a permanent panel from lg up (a mini rail that expands on hover or focus when
 * "mini" is on), a drawer below lg (mounted when first opened). data-slot="sidebar" is what the semi-dark tokens key on.
 */
export function SideMenu({ sections, onSearch, drawerOpen, onDrawerOpenChange }: SideMenuProps) {
  const { t } = useTranslation('common');
  const { menuMini } = useSettings();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const mountDrawer = useMountOnceWanted(drawerOpen);
  // The width matters once the drawer has been opened (not before: see useMediaQuery).
  const isDesktop = useIsDesktop(mountDrawer);

  const collapsed = menuMini && !hovered && !focused;
  // The panel is in the markup at every width and CSS hides it below lg: the pre-rendered page
  // (entry-server.tsx) cannot know the screen's width, and hydration must draw the same tree.
  return (
    <>
      {!isDesktop && mountDrawer && (
        <Suspense fallback={null}>
          <SideMenuDrawer sections={sections} onSearch={onSearch} open={drawerOpen} onOpenChange={onDrawerOpenChange} />
        </Suspense>
      )}
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
          sidebarSurface,
          'fixed inset-y-0 start-0 z-drawer overflow-hidden shadow-card transition-[width,box-shadow] duration-250 ease-out max-lg:hidden print:hidden',
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
    </>
  );
}
