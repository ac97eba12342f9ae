import { Bell, CreditCard, Lock, Palette, User, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { accountTabs, type AccountTab } from '../types';

const icons: Record<AccountTab, LucideIcon> = {
  account: User,
  security: Lock,
  notifications: Bell,
  appearance: Palette,
  billing: CreditCard,
};

/** The tabs as links: each tab is its own address (/account/<tab>), so it can be bookmarked and reloaded. */
export function AccountTabs({ current }: { current: AccountTab }) {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {accountTabs.map((tab) => {
          const Icon = icons[tab];
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={pathTo('account-settings', { tab })}
                aria-current={active ? 'page' : undefined}
                // On a phone the strip scrolls sideways: bring the open tab into view.
                ref={active ? (link) => link?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  active ? 'bg-primary text-primary-foreground shadow-sm' : 'text-foreground hover:bg-primary/10',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
