import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useScrolledPast } from '@/hooks/use-scroll-y';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { SearchTrigger } from './search-trigger';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** 'horizontal' shows the logo and puts `horizontalNav` under the bar (desktop only). */
  layout: 'vertical' | 'horizontal';
  /** Shows the hamburger that opens the menu drawer (CSS hides it from lg up, where the menu is a panel). */
  showMenuButton: boolean;
  onMenuClick: () => void;
  onSearch: () => void;
  /** Bell + dialog (features/notifications). */
  notifications?: ReactNode;
  /** The customizer cog. */
  customizer?: ReactNode;
  /** Top-level menus of the horizontal layout. */
  horizontalNav?: ReactNode;
  /** Width container classes shared with the page (box or full). */
  containerClassName: string;
}

/** The app bar (64 px): fixed (sticky) or static per the "Navbar fixed" setting. */
export function TopBar({
  layout,
  showMenuButton,
  onMenuClick,
  onSearch,
  notifications,
  customizer,
  horizontalNav,
  containerClassName,
}: TopBarProps) {
  const { t } = useTranslation('common');
  const { navbarFixed } = useSettings();
  const scrolled = useScrolledPast(8);
  const horizontal = layout === 'horizontal';

  const actions = (
    <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
      <LanguageSwitcher />
      <ThemeSwitcher />
      {notifications}
      {customizer}
      <UserMenu />
    </div>
  );

  const start = (
    <>
      {showMenuButton && (
        <Button
          variant="ghost"
          color="secondary"
          size="icon"
          pill
          aria-label={t('shell.openMenu')}
          onClick={onMenuClick}
          className="-ms-1.5 lg:hidden"
        >
          <Menu />
        </Button>
      )}
      {horizontal && (
        <Link to="/" aria-label={t('shell.home')} className="me-4 rounded-md text-foreground">
          <Logo />
        </Link>
      )}
      <SearchTrigger onClick={onSearch} compact={horizontal} />
    </>
  );

  if (horizontal) {
    return (
      <header
        data-slot="top-bar"
        data-fixed={navbarFixed}
        data-layout="horizontal"
        className={cn('z-navbar bg-card shadow-card print:hidden', navbarFixed ? 'sticky top-0' : 'relative')}
      >
        <div className={cn(containerClassName, 'flex h-16 items-center gap-2')}>
          {start}
          {actions}
        </div>
        <div className="border-t border-border">
          <div className={cn(containerClassName, 'flex h-14 items-center')}>{horizontalNav}</div>
        </div>
      </header>
    );
  }

  return (
    <header
      data-slot="top-bar"
      data-fixed={navbarFixed}
      data-scrolled={scrolled && navbarFixed}
      className={cn(
        'z-navbar print:hidden',
        navbarFixed ? 'sticky top-0 pt-3 lg:pt-4' : 'relative pt-3 lg:pt-4',
        navbarFixed &&
          'before:pointer-events-none before:absolute before:inset-x-0 before:top-0 before:h-full before:bg-linear-to-b before:from-background before:from-25% before:via-background/85 before:to-transparent',
      )}
    >
      <div className={cn(containerClassName, 'relative')}>
        <div
          data-slot="top-bar-surface"
          className={cn(
            'flex h-16 items-center gap-2 rounded-card bg-card px-3 transition-shadow duration-200 sm:px-4',
            scrolled && navbarFixed ? 'shadow-float' : 'shadow-card',
          )}
        >
          {start}
          {actions}
        </div>
      </div>
    </header>
  );
}
