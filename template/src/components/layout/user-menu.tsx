// #demo-start
import { CircleQuestionMark, LogOut, Tag, UserCog, Users, type LucideIcon } from 'lucide-react';
// #demo-end
// #starter import { LogOut, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { pathTo, type RouteName } from '@/config/paths';
import { useCanAccess } from '@/lib/ability';
import { logout, useUserData } from '@/lib/session';

/** Links above Logout (each shown only to users who may open it). */
const shortcuts: { name: RouteName; icon: LucideIcon }[] = [
  // #demo-start
  { name: 'pages-pricing', icon: Tag },
  { name: 'pages-faq', icon: CircleQuestionMark },
  { name: 'apps-user-list', icon: Users },
  // #demo-end
];

/** The avatar menu: who is signed in, shortcuts the user may open, and Logout. */
export function UserMenu() {
  const { t } = useTranslation(['common', 'nav']);
  const user = useUserData();
  const canAccess = useCanAccess();
  const name = user?.fullName ?? t('common:user.guest');
  const allowed = shortcuts.filter((s) => canAccess({ name: s.name }));
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="relative ms-1 cursor-pointer rounded-full transition-shadow hover:ring-4 hover:ring-primary/15 data-[state=open]:ring-4 data-[state=open]:ring-primary/20">
        {/* Named by its content, not aria-label: the visible initials would not match a label (WCAG 2.5.3). */}
        <span className="sr-only">{t('common:user.menu', { name })}</span>
        {/* No user while the pre-rendered markup hydrates: styles/index.css then shows the signed-in user's initials. */}
        <Avatar src={user?.avatar} alt={name} size="md" aria-hidden data-pending-user={user ? undefined : ''} />
        <span aria-hidden className="absolute end-0 bottom-0 size-2.5 rounded-full bg-success ring-2 ring-card" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 px-2.5 py-2 text-sm font-normal tracking-normal normal-case">
          <Avatar src={user?.avatar} alt={name} size="md" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold text-foreground">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user?.email}</span>
          </span>
        </DropdownMenuLabel>
        {/* #demo-start */}
        <DropdownMenuSeparator />
        {canAccess({ name: 'account-settings' }) && (
          <DropdownMenuItem asChild>
            <Link to={pathTo('account-settings', { tab: 'account' })}>
              <UserCog aria-hidden />
              {t('nav:routes.account-settings')}
            </Link>
          </DropdownMenuItem>
        )}
        {/* #demo-end */}
        {allowed.length > 0 && <DropdownMenuSeparator />}
        {allowed.map(({ name: route, icon: Icon }) => (
          <DropdownMenuItem key={route} asChild>
            <Link to={pathTo(route)}>
              <Icon aria-hidden />
              {t(`nav:routes.${route}`)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut aria-hidden className="rtl:rotate-180" />
          {t('common:user.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
