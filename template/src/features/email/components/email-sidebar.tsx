import { File, Inbox, OctagonAlert, Pencil, Send, Star, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { emailFolders, emailLabels, labelTone, type EmailFolder } from '../types/constants';
import type { MailCounts } from '../types/schemas';
import { labelDot } from './email-action-menus';
import type { EmailView } from './use-email-view';

const folderIcons: Record<EmailFolder, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  drafts: File,
  starred: Star,
  spam: OctagonAlert,
  trash: Trash2,
};

/** Folders whose count is of unread messages; the others count what they hold. */
const countsUnread = new Set<EmailFolder>(['inbox', 'spam']);

export interface EmailSidebarProps {
  view: Pick<EmailView, 'folder' | 'label' | 'links'>;
  /** Undefined while the counts load (the numbers are left out, nothing moves). */
  counts?: MailCounts;
  onCompose: () => void;
  /** After a folder or label was chosen (closes the phone's drawer). */
  onNavigate?: () => void;
}

/** Compose, the folders with their counts, and the labels that filter the list. */
export function EmailSidebar({ view, counts, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation('email');
  const item =
    'flex h-10 items-center gap-3 rounded-md px-3 text-sm outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-primary/40';
  return (
    <div className="flex flex-col gap-6 p-4">
      <Button onClick={onCompose} className="w-full">
        <Pencil aria-hidden />
        {t('compose.button')}
      </Button>
      <nav aria-label={t('sidebar.folders')}>
        <ul className="flex flex-col gap-0.5">
          {emailFolders.map((folder) => {
            const Icon = folderIcons[folder];
            const count = counts?.[folder];
            const shown = count ? (countsUnread.has(folder) ? count.unread : folder === 'drafts' ? count.total : 0) : 0;
            const current = view.folder === folder;
            return (
              <li key={folder}>
                <Link
                  to={view.links.folder(folder)}
                  onClick={onNavigate}
                  aria-current={current && !view.label ? 'page' : undefined}
                  className={cn(item, current && 'bg-primary/12 font-medium text-primary-text hover:bg-primary/16')}
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="flex-1">{t(`folders.${folder}`)}</span>
                  {shown > 0 && (
                    <span className="rounded-full bg-primary/12 px-2 py-0.5 text-xs font-medium text-primary-text tabular-nums">
                      {formatNumber(shown)}
                      <span className="sr-only">
                        {' '}
                        {countsUnread.has(folder) ? t('sidebar.unread') : t('sidebar.total')}
                      </span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label={t('sidebar.labels')}>
        <h2 className="mb-2 px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t('sidebar.labels')}
        </h2>
        <ul className="flex flex-col gap-0.5">
          {emailLabels.map((label) => (
            <li key={label}>
              <Link
                to={view.links.label(label)}
                onClick={onNavigate}
                aria-current={view.label === label ? 'page' : undefined}
                className={cn(item, view.label === label && 'bg-muted font-medium')}
              >
                <span aria-hidden className={cn('size-2.5 rounded-full', labelDot[labelTone[label]])} />
                {t(`labels.${label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
