import { ChevronRight, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroup, NavLink } from '@/config/navigation';
import type { RouteName } from '@/config/paths';
import { cn } from '@/lib/cn';
import { NavAnchor } from './nav-link-target';
import { NavIcon } from './nav-icon';
import { groupHasActive, isLinkActive } from './use-active-route';

/** Hidden while the mini rail is collapsed (the sidebar carries data-collapsed). */
const label = 'min-w-0 flex-1 truncate transition-opacity duration-200 group-data-[collapsed=true]/sidebar:opacity-0';

const itemBase = [
  'flex h-10 w-full cursor-pointer items-center gap-3 rounded-[calc(var(--radius)*0.8)] px-3.5 text-[0.9375rem] whitespace-nowrap',
  'text-sidebar-foreground transition-[background-color,color,box-shadow] duration-150 outline-none',
  'hover:bg-sidebar-foreground/6 focus-visible:ring-2 focus-visible:ring-primary-graphic focus-visible:ring-inset',
  'group-data-[collapsed=true]/sidebar:w-12 group-data-[collapsed=true]/sidebar:px-[13px]',
].join(' ');

const activeLeaf = 'bg-primary text-primary-foreground shadow-[0_2px_8px] shadow-primary/35 hover:bg-primary';

function NewTabHint() {
  const { t } = useTranslation('common');
  return (
    <>
      <ExternalLink aria-hidden className="size-3.5 shrink-0 opacity-60 group-data-[collapsed=true]/sidebar:hidden" />
      <span className="sr-only">{t('nav.newTab')}</span>
    </>
  );
}

/** A top-level entry with its own icon. */
export function VerticalNavLink({
  link,
  active,
  onNavigate,
}: {
  link: NavLink;
  active: RouteName | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('nav');
  const isActive = isLinkActive(link, active);
  return (
    <li>
      <NavAnchor link={link} active={isActive} onClick={onNavigate} className={cn(itemBase, isActive && activeLeaf)}>
        <NavIcon name={link.icon ?? 'circle'} className="size-[1.375rem] shrink-0" />
        <span className={label}>{t(link.title)}</span>
        {link.target === '_blank' && <NewTabHint />}
      </NavAnchor>
    </li>
  );
}

export interface VerticalNavGroupProps {
  group: NavGroup;
  active: RouteName | undefined;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

/**
 * A collapsible group; only one is open at a time (the parent decides which). Its links are drawn
 * the first time it opens and kept after, so it closes with its animation: the menu's closed groups
 * are most of its links (~800 of a page's ~1,450 elements when all were drawn), and every page
 * would otherwise build them into its HTML and hydrate them for nobody.
 */
export function VerticalNavGroup({ group, active, open, onToggle, onNavigate }: VerticalNavGroupProps) {
  const { t } = useTranslation('nav');
  const panelId = useId();
  const containsActive = groupHasActive(group, active);
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  return (
    <li data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={cn(itemBase, (open || containsActive) && 'bg-sidebar-foreground/8', containsActive && 'font-medium')}
      >
        <NavIcon name={group.icon} className="size-[1.375rem] shrink-0" />
        <span className={cn(label, 'text-start')}>{t(group.title)}</span>
        <ChevronRight
          aria-hidden
          className={cn(
            'size-4 shrink-0 opacity-70 transition-transform duration-200 rtl:rotate-180 group-data-[collapsed=true]/sidebar:opacity-0',
            open && 'rotate-90 rtl:rotate-90',
          )}
        />
      </button>
      <div
        id={panelId}
        inert={!open}
        className={cn(
          'grid transition-[grid-template-rows] duration-250 ease-out group-data-[collapsed=true]/sidebar:hidden',
          open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
        )}
      >
        <ul className="flex min-h-0 flex-col gap-0.5 overflow-hidden pt-1">
          {drawn &&
            group.children.map((link) => {
              const isActive = isLinkActive(link, active);
              return (
                <li key={link.id}>
                  <NavAnchor
                    link={link}
                    active={isActive}
                    onClick={onNavigate}
                    className={cn(itemBase, 'h-9.5 ps-5', isActive && activeLeaf)}
                  >
                    <span aria-hidden className="grid size-[1.375rem] shrink-0 place-items-center">
                      <span className={cn('size-1.5 rounded-full bg-current', isActive ? 'scale-125' : 'opacity-50')} />
                    </span>
                    <span className={label}>{t(link.title)}</span>
                    {link.target === '_blank' && <NewTabHint />}
                  </NavAnchor>
                </li>
              );
            })}
        </ul>
      </div>
    </li>
  );
}

/** A section heading ("APPS", "PAGES"); a short rule while the rail is collapsed. */
export function VerticalNavHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="relative mt-5 mb-1.5 h-5 px-3.5">
      <span className="block truncate text-xs font-medium tracking-[0.08em] text-sidebar-muted uppercase transition-opacity duration-200 group-data-[collapsed=true]/sidebar:opacity-0">
        {children}
      </span>
      <span
        aria-hidden
        className="absolute start-3.5 top-1/2 h-px w-5 bg-sidebar-border opacity-0 transition-opacity group-data-[collapsed=true]/sidebar:opacity-100"
      />
    </h2>
  );
}
