import { Settings, UserRound, UserRoundCheck, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { profileTabs, type ProfileTab } from '../../types';
import { userProfileHref } from '../user-links';

const icons: Record<ProfileTab, LucideIcon> = {
  profile: UserRound,
  followers: Users,
  friends: UserRoundCheck,
  settings: Settings,
};

/** Marks a navigation made from these tabs, so the new page puts focus back on the chosen tab. */
const fromTabs = { profileTab: true } as const;

export interface UserProfileTabsProps {
  userId: number;
  current: ProfileTab;
  /** Shown as a count after Followers and Friends once known. */
  counts?: Partial<Record<ProfileTab, string>>;
  className?: string;
}

/**
 * The profile's sections as links (each section has its own address, `/user/<tab>?id=`), styled as
 * tabs; the current one carries aria-current. Following one reloads the page for that section, so
 * focus is put back on the tab the user chose.
 */
export function UserProfileTabs({ userId, current, counts = {}, className }: UserProfileTabsProps) {
  const { t } = useTranslation('users');
  const location = useLocation();
  const active = useRef<HTMLAnchorElement>(null);
  const cameFromTabs = (location.state as typeof fromTabs | null)?.profileTab === true;

  useEffect(() => {
    if (cameFromTabs) active.current?.focus({ preventScroll: true });
  }, [cameFromTabs]);

  return (
    <nav aria-label={t('profile.sections')} className={cn('sm:overflow-x-auto', className)}>
      {/* Two by two on phones, so every section is in view; one row from the sm breakpoint. */}
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:min-w-max">
        {profileTabs.map((tab) => {
          const Icon = icons[tab];
          const selected = tab === current;
          return (
            <li key={tab}>
              <Link
                ref={selected ? active : undefined}
                to={userProfileHref(userId, tab)}
                state={fromTabs}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center justify-center gap-2 rounded-[calc(var(--radius)*0.8)] px-3 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
                  'focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none [&_svg]:size-[1.125rem]',
                  selected
                    ? 'bg-primary text-primary-foreground shadow-sm'
                    : 'text-muted-foreground hover:bg-primary/8 hover:text-primary-text',
                )}
              >
                <Icon aria-hidden />
                {t(`tabs.${tab}`)}
                {counts[tab] !== undefined && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      selected ? 'bg-primary-foreground/20' : 'bg-muted text-foreground',
                    )}
                  >
                    {counts[tab]}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
