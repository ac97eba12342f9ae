import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import type { ConnectionKind, UserConnection } from '../../types';
import { UserAvatar } from '../user-avatar';
import { userProfileHref } from '../user-links';

export interface UserPersonCardProps {
  person: UserConnection;
  /** Which list the card is in: followers say whether the follow is returned. */
  kind: ConnectionKind;
  /** First among the card's buttons (a connect toggle). */
  action?: ReactNode;
}

/** One person in a follower or friend grid: picture, name, title and company, and where to go next. */
export function UserPersonCard({ person, kind, action }: UserPersonCardProps) {
  const { t } = useTranslation('users');
  return (
    <Card asChild className="h-full items-center gap-3 p-6 text-center">
      <li>
        <UserAvatar user={person} size="xl" />
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link to={userProfileHref(person.id)} className="hover:text-primary-text hover:underline">
              {person.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{person.role}</p>
          <p className="text-xs text-muted-foreground">{person.company}</p>
        </div>
        {kind === 'followers' && (
          <Chip size="sm" color={person.mutual ? 'success' : 'secondary'}>
            {person.mutual ? t('people.mutual') : t('people.followsOnly')}
          </Chip>
        )}
        <div className="mt-auto flex flex-wrap justify-center gap-2 pt-1">
          {action}
          <Link
            to={userProfileHref(person.id)}
            className={buttonClasses({ variant: 'tonal', size: 'sm' })}
            aria-label={t('people.viewOne', { name: person.name })}
          >
            {t('people.view')}
          </Link>
          <a
            href={`mailto:${person.email}`}
            className={buttonClasses({ variant: 'ghost', color: 'secondary', size: 'icon-sm' })}
            aria-label={t('people.emailOne', { name: person.name })}
          >
            <Mail aria-hidden />
          </a>
        </div>
      </li>
    </Card>
  );
}
