import { Briefcase, Building2, CalendarDays, Mail, MapPin, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Banner } from '@/components/ui/illustration';
import { formatDate, formatNumber } from '@/lib/format';
import type { ProfileTab, UserDetails } from '../../types';
import { UserAvatar } from '../user-avatar';
import { userProfileHref } from '../user-links';
import { UserStatusChip } from '../user-status-chip';
import { UserProfileTabs } from './user-profile-tabs';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      {children}
    </li>
  );
}

export interface UserProfileBannerProps {
  details: UserDetails;
  tab: ProfileTab;
  /** A follow toggle, first among the actions. */
  follow?: ReactNode;
}

/**
 * The profile's cover picture, the same for everyone: the banner shows it, and so does the banner's
 * placeholder while the profile loads, so the screen's largest picture is in the page's first HTML.
 * The sky has its light at the end side, away from the picture at the start: mirrored in RTL.
 */
export function ProfileCover() {
  return (
    <div className="h-28 overflow-hidden bg-primary/15 sm:h-40">
      <Banner
        name="profile-cover"
        sizes="(min-width: 1280px) calc(100vw - 20rem), 100vw"
        className="size-full object-cover rtl:-scale-x-100"
        priority
      />
    </div>
  );
}

/** The top of a profile: cover, picture, name, title, where and since when, actions and the section tabs. */
export function UserProfileBanner({ details, tab, follow }: UserProfileBannerProps) {
  const { t } = useTranslation('users');
  const { user, profile } = details;
  return (
    <Card className="overflow-hidden" data-testid="user-profile-banner">
      <ProfileCover />
      <div className="flex flex-col gap-5 px-6 pb-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <UserAvatar
            user={user}
            size="xl"
            variant="solid"
            className="-mt-10 size-24 shrink-0 text-3xl ring-4 ring-card sm:-mt-12 sm:size-28"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-2xl font-semibold">{user.name}</h2>
              <UserStatusChip status={user.status} />
            </div>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
              <Fact icon={<Briefcase aria-hidden />}>{user.role}</Fact>
              <Fact icon={<Building2 aria-hidden />}>{user.company}</Fact>
              {profile.location && <Fact icon={<MapPin aria-hidden />}>{profile.location}</Fact>}
              <Fact icon={<CalendarDays aria-hidden />}>
                {t('profile.joined', {
                  date: formatDate(`${profile.joinedAt}T00:00`, { month: 'long', year: 'numeric' }),
                })}
              </Fact>
            </ul>
          </div>
          <div className="flex flex-wrap gap-2">
            {follow}
            <a href={`mailto:${user.email}`} className={buttonClasses({ variant: 'tonal', color: 'secondary' })}>
              <Mail aria-hidden />
              {t('profile.email')}
            </a>
            {tab !== 'settings' && (
              <Link to={userProfileHref(user.id, 'settings')} className={buttonClasses()}>
                <PencilLine aria-hidden />
                {t('profile.edit')}
              </Link>
            )}
          </div>
        </div>
        <UserProfileTabs
          userId={user.id}
          current={tab}
          counts={{ followers: formatNumber(profile.followersCount), friends: formatNumber(profile.friendsCount) }}
          className="-mx-1 border-t border-border px-1 pt-4"
        />
      </div>
    </Card>
  );
}
