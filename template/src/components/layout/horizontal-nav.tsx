import { ChevronDown, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { NavLink, NavSection } from '@/config/navigation';
import type { RouteName } from '@/config/paths';
import { cn } from '@/lib/cn';
import { menuDelays } from '../../../../tailwind.config';
import { NavAnchor } from './nav-link-target';
import { NavIcon } from './nav-icon';
import { groupHasActive, isLinkActive, sectionHasActive, useActiveRouteName } from './use-active-route';

const topItem = [
  'flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-[calc(var(--radius)*0.8)] px-3.5 text-[0.9375rem] whitespace-nowrap text-foreground',
  'transition-[background-color,color] duration-150 outline-none hover:bg-foreground/6 data-[state=open]:bg-foreground/6',
  '[&>svg]:size-5 [&>svg]:shrink-0',
].join(' ');
const topActive =
  'bg-primary text-primary-foreground shadow-[0_2px_8px] shadow-primary/35 hover:bg-primary data-[state=open]:bg-primary';
const scrollable = 'max-h-[min(70vh,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto';

function LinkItem({ link, active }: { link: NavLink; active: RouteName | undefined }) {
  const { t } = useTranslation(['nav', 'common']);
  const isActive = isLinkActive(link, active);
  return (
    <DropdownMenuItem asChild className={cn(isActive && 'bg-primary/12 font-medium text-primary-text')}>
      <NavAnchor link={link} active={isActive}>
        {link.icon ? (
          <NavIcon name={link.icon} />
        ) : (
          <span aria-hidden className="mx-1.5 size-1.5 rounded-full bg-current opacity-60" />
        )}
        <span className="flex-1">{t(link.title)}</span>
        {link.target === '_blank' && (
          <>
            <ExternalLink aria-hidden className="size-3.5! opacity-60" />
            <span className="sr-only">{t('common:nav.newTab')}</span>
          </>
        )}
      </NavAnchor>
    </DropdownMenuItem>
  );
}

/** One top-level menu: opens on click or keyboard at once, on hover after 300 ms, closes 250 ms after the pointer leaves. */
function SectionMenu({ section, active }: { section: NavSection; active: RouteName | undefined }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const byHover = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        byHover.current = next;
        setOpen(next);
      },
      next ? menuDelays.open : menuDelays.close,
    );
  };
  const hover = {
    onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && schedule(true),
    onPointerLeave: (e: React.PointerEvent) => e.pointerType === 'mouse' && schedule(false),
  };
  // A press on the trigger toggles the menu. When the pointer resting there has just opened it,
  // the reader's click means "open" and would close it instead: it keeps the menu open, now as if
  // clicked (the next press closes it). preventDefault stops Radix's own toggle; the open menu
  // leaves presses on its trigger to the trigger instead of closing as for a press outside it.
  const trigger = useRef<HTMLButtonElement>(null);
  const keepOpenOnPress = (e: React.PointerEvent) => {
    if (!open || !byHover.current || e.button !== 0 || e.ctrlKey) return;
    e.preventDefault();
    clearTimeout(timer.current);
    byHover.current = false;
  };

  return (
    <DropdownMenu
      modal={false}
      open={open}
      onOpenChange={(next) => {
        clearTimeout(timer.current);
        byHover.current = false;
        setOpen(next);
      }}
    >
      <DropdownMenuTrigger
        className={cn(topItem, sectionHasActive(section, active) && topActive)}
        {...hover}
        ref={trigger}
        onPointerDown={keepOpenOnPress}
      >
        <NavIcon name={section.icon} />
        {t(section.title)}
        <ChevronDown aria-hidden className="size-4! opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className={cn('min-w-56', scrollable)}
        onCloseAutoFocus={(e) => byHover.current && e.preventDefault()}
        onPointerDownOutside={(e) => trigger.current?.contains(e.target as Node) && e.preventDefault()}
        {...hover}
      >
        {section.children.map((child) =>
          child.kind === 'group' ? (
            <DropdownMenuSub key={child.id}>
              <DropdownMenuSubTrigger className={cn(groupHasActive(child, active) && 'font-medium text-primary-text')}>
                <NavIcon name={child.icon} />
                <span className="flex-1">{t(child.title)}</span>
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent className={cn('min-w-52', scrollable)} {...hover}>
                {child.children.map((link) => (
                  <LinkItem key={link.id} link={link} active={active} />
                ))}
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          ) : (
            <LinkItem key={child.id} link={child} active={active} />
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The top navigation (lg and up): each section is a dropdown; a lone link is a plain link. */
export function HorizontalNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation(['nav', 'common']);
  const active = useActiveRouteName();
  return (
    <nav
      aria-label={t('common:shell.mainMenu')}
      className="-mx-1 flex min-w-0 items-center gap-1 overflow-x-auto px-1 py-1"
    >
      {sections.map((section) => {
        const only = section.children.length === 1 ? section.children[0] : undefined;
        if (only && only.kind === 'link') {
          const isActive = isLinkActive(only, active);
          return (
            <NavAnchor key={section.id} link={only} active={isActive} className={cn(topItem, isActive && topActive)}>
              <NavIcon name={only.icon ?? section.icon} />
              {t(only.title)}
              {only.target === '_blank' && <span className="sr-only">{t('common:nav.newTab')}</span>}
            </NavAnchor>
          );
        }
        return <SectionMenu key={section.id} section={section} active={active} />;
      })}
    </nav>
  );
}
