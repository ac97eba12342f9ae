import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Kbd } from '@/components/ui/kbd';
import type { NavSection } from '@/config/navigation';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { activeGroupId, useActiveRouteName } from './use-active-route';
import { VerticalNavGroup, VerticalNavHeading, VerticalNavLink } from './vertical-nav-items';

export interface VerticalNavProps {
  /** The menu, already filtered by permission. */
  sections: NavSection[];
  /** Mini rail look: icons only. @default false */
  collapsed?: boolean;
  /** Rail toggle (desktop) or close button (drawer), shown at the end of the header. */
  headerAction?: ReactNode;
  /** Opens the global search dialog. */
  onSearch: () => void;
  /** Called after a link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** The side menu's content: logo, search box and the sections with their groups and links. */
export function VerticalNav({ sections, collapsed = false, headerAction, onSearch, onNavigate }: VerticalNavProps) {
  const { t } = useTranslation(['nav', 'common']);
  const active = useActiveRouteName();
  const idBase = useId();
  const [openGroup, setOpenGroup] = useState<string | null>(() => activeGroupId(sections, active));
  const [seenActive, setSeenActive] = useState(active);
  const [scrolled, setScrolled] = useState(false);
  // The active route's group opens by itself when the route changes (and closes the others).
  if (seenActive !== active) {
    setSeenActive(active);
    const next = activeGroupId(sections, active);
    if (next) setOpenGroup(next);
  }

  return (
    <div data-collapsed={collapsed} className="group/sidebar flex h-full flex-col">
      <div
        className={cn(
          'relative z-10 flex h-16 shrink-0 items-center gap-2 ps-6 pe-3.5 transition-shadow duration-200',
          scrolled && 'shadow-[0_6px_10px_-6px_rgb(0_0_0/0.18)]',
        )}
      >
        <Link to="/" className="min-w-0 flex-1 rounded-md text-sidebar-foreground" aria-label={t('common:shell.home')}>
          <Logo collapsed={collapsed} />
        </Link>
        <div className="transition-opacity duration-200 group-data-[collapsed=true]/sidebar:pointer-events-none group-data-[collapsed=true]/sidebar:opacity-0">
          {headerAction}
        </div>
      </div>

      <div className="shrink-0 px-4 pb-2">
        <button
          type="button"
          onClick={onSearch}
          aria-keyshortcuts="Control+K Meta+K"
          className={cn(
            'flex h-10 w-full cursor-pointer items-center gap-2.5 rounded-[calc(var(--radius)*0.8)] border border-sidebar-border px-3 text-sm text-sidebar-muted',
            'transition-colors hover:border-primary/60 hover:text-sidebar-foreground',
            'group-data-[collapsed=true]/sidebar:w-12 group-data-[collapsed=true]/sidebar:justify-center group-data-[collapsed=true]/sidebar:border-transparent group-data-[collapsed=true]/sidebar:px-0',
          )}
        >
          <Search aria-hidden className="size-[1.125rem] shrink-0" />
          <span className="flex-1 text-start group-data-[collapsed=true]/sidebar:sr-only">
            {t('common:search.trigger')}
          </span>
          <Kbd className="border-sidebar-border bg-transparent text-sidebar-muted group-data-[collapsed=true]/sidebar:hidden">
            Ctrl K
          </Kbd>
        </button>
      </div>

      <nav
        aria-label={t('common:shell.mainMenu')}
        data-slot="sidebar-scroll"
        onScroll={(e) => setScrolled(e.currentTarget.scrollTop > 0)}
        className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto px-4 pb-6"
      >
        {sections.map((section) => {
          const headingId = `${idBase}-${section.id}`;
          return (
            <div key={section.id} role="group" aria-labelledby={headingId}>
              <VerticalNavHeading id={headingId}>{t(section.title)}</VerticalNavHeading>
              <ul className="flex flex-col gap-0.5">
                {section.children.map((child) =>
                  child.kind === 'group' ? (
                    <VerticalNavGroup
                      key={child.id}
                      group={child}
                      active={active}
                      open={openGroup === child.id}
                      onToggle={() => setOpenGroup((current) => (current === child.id ? null : child.id))}
                      onNavigate={onNavigate}
                    />
                  ) : (
                    <VerticalNavLink key={child.id} link={child} active={active} onNavigate={onNavigate} />
                  ),
                )}
              </ul>
            </div>
          );
        })}
      </nav>
    </div>
  );
}
