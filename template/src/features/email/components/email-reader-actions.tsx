import { Mail as MailIcon, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { labelTone } from '../types/constants';
import type { Mail } from '../types/schemas';
import { EmailActionMenus } from './email-action-menus';
import type { EmailActions } from './use-email-actions';

export interface EmailReaderActionsProps {
  mail: Mail;
  actions: EmailActions;
  /** Marked unread: the reader closes, as the message is meant to be read later. */
  onMarkedUnread: () => void;
}

/** The open message's actions (star, unread, move, labels, delete) and its labels. */
export function EmailReaderActions({ mail, actions, onMarkedUnread }: EmailReaderActionsProps) {
  const { t } = useTranslation('email');
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-border px-3 py-1.5 sm:px-4">
      <Tooltip content={mail.starred ? t('actions.unstar') : t('actions.star')}>
        <Button
          variant="ghost"
          color={mail.starred ? 'warning' : 'secondary'}
          size="icon-sm"
          aria-label={t('actions.star')}
          aria-pressed={mail.starred}
          onClick={() => void actions.star([mail], !mail.starred)}
        >
          <Star aria-hidden className={cn(mail.starred && 'fill-warning text-warning')} />
        </Button>
      </Tooltip>
      <Tooltip content={t('actions.markUnread')}>
        <Button
          variant="ghost"
          color="secondary"
          size="icon-sm"
          aria-label={t('actions.markUnread')}
          onClick={() => void actions.markRead([mail], false).then(onMarkedUnread)}
        >
          <MailIcon aria-hidden />
        </Button>
      </Tooltip>
      <EmailActionMenus mails={[mail]} actions={actions} />
      <Tooltip content={t('actions.delete')}>
        <Button
          variant="ghost"
          color="error"
          size="icon-sm"
          aria-label={t('actions.delete')}
          onClick={() => actions.askDelete([mail])}
        >
          <Trash2 aria-hidden />
        </Button>
      </Tooltip>
      <div className="ms-auto flex flex-wrap gap-1">
        {mail.labels.map((name) => (
          <Badge key={name} color={labelTone[name]} size="sm">
            {t(`labels.${name}`)}
          </Badge>
        ))}
      </div>
    </div>
  );
}

export interface StepLinkProps {
  /** The neighbouring message, or null at either end of the page. */
  to: To | null;
  label: string;
  icon: LucideIcon;
}

/** Previous / next message: a link, or a disabled button at either end of the list's page. */
export function StepLink({ to, label, icon: Icon }: StepLinkProps) {
  return (
    <Tooltip content={label}>
      {to ? (
        <Link
          to={to}
          aria-label={label}
          className={buttonClasses({ variant: 'ghost', color: 'secondary', size: 'icon-sm' })}
        >
          <Icon aria-hidden className="rtl:rotate-180" />
        </Link>
      ) : (
        <Button variant="ghost" color="secondary" size="icon-sm" aria-label={label} disabled>
          <Icon aria-hidden className="rtl:rotate-180" />
        </Button>
      )}
    </Tooltip>
  );
}
