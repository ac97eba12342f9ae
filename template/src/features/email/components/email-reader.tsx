import { ArrowLeft, ChevronLeft, ChevronRight, Forward, Pencil, Reply } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { retryingAfterFailure } from '@/lib/retrying';
import { useMail } from '../api/get-mail';
import { useMails } from '../api/get-mails';
import { useUpdateMails } from '../api/update-mails';
import type { Mail } from '../types/schemas';
import { EmailMessage } from './email-message';
import { EmailReaderActions, StepLink } from './email-reader-actions';
import { useEmailActions } from './use-email-actions';
import type { EmailView } from './use-email-view';

export interface EmailReaderProps {
  view: EmailView;
  /** The message id in the address (null: malformed). */
  id: number | null;
  onReply: (mail: Mail, kind: 'reply' | 'forward') => void;
  onEditDraft: (mail: Mail) => void;
}

/** The open message with its conversation: back, previous / next, star, read state, move, labels, delete, reply. */
export function EmailReader({ view, id, onReply, onEditDraft }: EmailReaderProps) {
  const { t } = useTranslation('email');
  const titleId = useId();
  const navigate = useNavigate();
  const detail = useMail(id);
  const { folder, label, query, page, pageSize } = view;
  // The list's page, from the cache: previous and next step through it.
  const list = useMails({ folder, label, q: query, page: page + 1, itemsPerPage: pageSize });
  const markRead = useUpdateMails();
  const close = view.links.close();
  const actions = useEmailActions({ onRemoved: () => void navigate(close) });
  const mail = detail.data?.mail;

  const unreadId = mail && !mail.read ? mail.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadId !== null) mutate({ ids: [unreadId], read: true });
  }, [unreadId, mutate]);

  const back = (
    <Link
      to={close}
      className={buttonClasses({ variant: 'ghost', color: 'secondary', size: 'icon' })}
      aria-label={t('reader.back', { folder: t(`folders.${folder}`) })}
    >
      <ArrowLeft aria-hidden className="rtl:rotate-180" />
    </Link>
  );

  if (id === null || (detail.isError && isApiError(detail.error) && detail.error.status === 404)) {
    return (
      <section aria-labelledby={titleId} className="flex flex-1 flex-col p-4">
        {back}
        <EmptyState
          title={<span id={titleId}>{t('reader.notFound')}</span>}
          description={t('reader.notFoundHint')}
          className="min-h-[30rem]"
        />
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section className="flex flex-1 flex-col p-4">
        {back}
        <ErrorState
          description={apiErrorMessage(detail.error)}
          onRetry={() => void detail.refetch()}
          retrying={retryingAfterFailure(detail)}
          className="min-h-[30rem]"
        />
      </section>
    );
  }

  const ids = list.data?.items.map((m) => m.id) ?? [];
  const index = id === null ? -1 : ids.indexOf(id);
  const step = (offset: number) => {
    const target = ids[index + offset];
    return target === undefined ? null : view.links.open(target);
  };
  const previous = index >= 0 ? step(-1) : null;
  const next = index >= 0 ? step(1) : null;
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col" data-testid="email-reader">
      <div className="flex items-center gap-2 border-b border-border p-3 sm:px-4">
        {back}
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {mail ? mail.subject || t('list.noSubject') : <Skeleton className="h-6 w-2/3" />}
        </h2>
        <StepLink to={previous} label={t('reader.previous')} icon={ChevronLeft} />
        <StepLink to={next} label={t('reader.next')} icon={ChevronRight} />
      </div>
      {mail ? (
        <>
          <EmailReaderActions mail={mail} actions={actions} onMarkedUnread={() => void navigate(close)} />
          <div className="flex flex-col gap-4 p-3 sm:p-4">
            {detail.data!.thread.map((message) => (
              <EmailMessage key={message.id} mail={message} current={message.id === mail.id} />
            ))}
            <div className="flex flex-wrap gap-2">
              {mail.folder === 'drafts' ? (
                <Button onClick={() => onEditDraft(mail)}>
                  <Pencil aria-hidden />
                  {t('reader.editDraft')}
                </Button>
              ) : (
                <>
                  <Button onClick={() => onReply(mail, 'reply')}>
                    <Reply aria-hidden className="rtl:-scale-x-100" />
                    {t('reader.reply')}
                  </Button>
                  <Button variant="tonal" color="secondary" onClick={() => onReply(mail, 'forward')}>
                    <Forward aria-hidden className="rtl:-scale-x-100" />
                    {t('reader.forward')}
                  </Button>
                </>
              )}
            </div>
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-4 p-4" aria-label={t('reader.loading')}>
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-64" />
        </div>
      )}
      {actions.deleteDialog}
    </section>
  );
}
