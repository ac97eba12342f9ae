import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatBytes, formatList } from '@/lib/format';
import type { Mail } from '../types/schemas';
import { fullDate } from './email-date';
import { EmailMessageBody } from './email-message-body';

export interface EmailMessageProps {
  mail: Mail;
  /** The message the address opened (the others are its conversation). */
  current: boolean;
}

/** One message of a conversation: who wrote to whom and when, the sanitised body, the attachments. */
export function EmailMessage({ mail, current }: EmailMessageProps) {
  const { t } = useTranslation('email');
  return (
    <article
      aria-label={t('reader.message', { name: mail.from.name, date: fullDate(mail.date) })}
      data-current={current || undefined}
      className={cn('rounded-lg border border-border bg-card p-4 sm:p-5', current && 'border-primary/40')}
    >
      <header className="mb-4 flex flex-wrap items-start gap-3">
        <Avatar alt={mail.from.name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <span className="font-semibold">{mail.from.name}</span>{' '}
            <span className="text-muted-foreground" dir="ltr">
              &lt;{mail.from.email}&gt;
            </span>
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {t('reader.to', { names: formatList(mail.to) || t('list.noRecipient') })}
            {mail.cc.length > 0 && ` · ${t('reader.cc', { names: formatList(mail.cc) })}`}
          </p>
        </div>
        <time dateTime={mail.date} className="text-xs text-muted-foreground">
          {fullDate(mail.date)}
        </time>
      </header>
      <EmailMessageBody html={mail.html} />
      {mail.attachments.length > 0 && (
        <div className="mt-4 border-t border-border pt-3">
          <h3 className="mb-2 text-xs font-medium text-muted-foreground">
            {t('reader.attachments', { count: mail.attachments.length })}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {mail.attachments.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-xs"
              >
                <Paperclip aria-hidden className="size-3.5 text-muted-foreground" />
                <span className="font-medium">{file.name}</span>
                <span className="text-muted-foreground">{formatBytes(file.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
