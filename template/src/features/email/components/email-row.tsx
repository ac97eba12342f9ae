import { Paperclip, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatList } from '@/lib/format';
import { labelTone } from '../types/constants';
import type { MailSummary } from '../types/schemas';
import { labelDot } from './email-action-menus';
import { listDate } from './email-date';

export interface EmailRowProps {
  mail: MailSummary;
  /** Where the row leads: the message opened (or, for a draft, the same address: compose opens). */
  to: To;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onStar: () => void;
  /** A draft opens in compose instead of the reader. */
  onOpenDraft?: () => void;
}

/** One message in the list: selection box, star, who, subject and the first words, labels, date. */
export function EmailRow({ mail, to, selected, onSelectedChange, onStar, onOpenDraft }: EmailRowProps) {
  const { t } = useTranslation('email');
  const outgoing = mail.folder === 'sent' || mail.folder === 'drafts';
  const who = outgoing ? t('list.to', { names: formatList(mail.to) || t('list.noRecipient') }) : mail.from.name;
  const subject = mail.subject || t('list.noSubject');
  return (
    <li
      data-testid="email-row"
      data-unread={mail.read ? undefined : true}
      className={cn(
        'group relative flex items-center gap-2 border-b border-border px-3 py-2.5 last:border-b-0 sm:gap-3 sm:px-4',
        'hover:bg-muted/50 has-[a:focus-visible]:bg-muted/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary has-[a:focus-visible]:ring-inset',
        !mail.read && 'bg-primary/4',
        selected && 'bg-primary/8',
      )}
    >
      <Checkbox
        size="sm"
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={t('list.select', { subject, name: who })}
        className="relative z-10"
      />
      <Button
        variant="ghost"
        color={mail.starred ? 'warning' : 'secondary'}
        size="icon-sm"
        aria-label={t('list.star', { subject })}
        aria-pressed={mail.starred}
        onClick={onStar}
        className="relative z-10"
      >
        <Star aria-hidden className={cn(mail.starred && 'fill-warning text-warning')} />
      </Button>
      <Avatar alt={outgoing ? (mail.to[0] ?? '') : mail.from.name} size="sm" className="hidden sm:inline-flex" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 md:flex-row md:items-center md:gap-3">
        <Link
          to={to}
          onClick={(event) => {
            if (!onOpenDraft) return;
            event.preventDefault();
            onOpenDraft();
          }}
          className="min-w-0 truncate text-sm outline-none after:absolute after:inset-0 md:w-48 md:shrink-0"
        >
          <span dir="auto" className={cn(mail.read ? 'text-foreground' : 'font-semibold text-foreground')}>
            {who}
          </span>
          {mail.folder === 'drafts' && <span className="ms-2 text-xs text-error-text">{t('list.draft')}</span>}
        </Link>
        <p dir="auto" className="min-w-0 truncate text-sm">
          <span className={cn(!mail.read && 'font-semibold')}>{subject}</span>
          {mail.preview && <span className="text-muted-foreground"> – {mail.preview}</span>}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
        {mail.labels.map((label) => (
          <span
            key={label}
            className={cn('size-2 rounded-full', labelDot[labelTone[label]])}
            title={t(`labels.${label}`)}
          >
            <span className="sr-only">{t(`labels.${label}`)}</span>
          </span>
        ))}
        {mail.attachments.length > 0 && (
          <span>
            <Paperclip aria-hidden className="size-4" />
            <span className="sr-only">{t('list.hasAttachments')}</span>
          </span>
        )}
        <time dateTime={mail.date} className={cn('tabular-nums', !mail.read && 'font-semibold text-foreground')}>
          {listDate(mail.date)}
        </time>
      </div>
    </li>
  );
}
