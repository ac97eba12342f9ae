import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteMails } from '../api/delete-mails';
import { useUpdateMails } from '../api/update-mails';
import type { EmailLabel, Mailbox } from '../types/constants';
import type { MailPatch, MailSummary } from '../types/schemas';

/** The part of a message the actions need (a list row or an open message). */
export type MailRef = Pick<MailSummary, 'id' | 'subject' | 'folder' | 'labels'>;

export interface EmailActionsOptions {
  /** After messages left the view (moved, deleted): clear a selection, close the open message. */
  onRemoved?: (mails: readonly MailRef[]) => void;
  /** Where focus goes after a delete whose button left with its message. */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * What can be done to messages, from the list's selection bar or the open message: read state,
 * star, folder, labels and delete. Delete always asks first, and says what it does: from the trash
 * it removes for good, anywhere else it moves to the trash.
 */
export function useEmailActions({ onRemoved, fallbackFocus }: EmailActionsOptions = {}) {
  const { t } = useTranslation('email');
  const update = useUpdateMails();
  const remove = useDeleteMails();
  const subjectOf = (mail: MailRef) => mail.subject || t('list.noSubject');

  const change = async (mails: readonly MailRef[], patch: MailPatch, done: string) => {
    try {
      await update.mutateAsync({ ids: mails.map((m) => m.id), ...patch });
      toast.success(done);
      if (patch.folder) onRemoved?.(mails);
    } catch (error) {
      toast.error(apiErrorMessage(error) ?? t('actions.failed'));
    }
  };

  const forever = (mails: readonly MailRef[]) => mails.every((m) => m.folder === 'trash');
  const confirmDelete = useConfirmDelete<MailRef>({
    title: (mails) =>
      forever(mails)
        ? mails.length === 1
          ? t('delete.foreverOne', { subject: subjectOf(mails[0]!) })
          : t('delete.foreverMany', { count: mails.length })
        : mails.length === 1
          ? t('delete.trashOne', { subject: subjectOf(mails[0]!) })
          : t('delete.trashMany', { count: mails.length }),
    description: (mails) => (forever(mails) ? t('delete.foreverDescription') : t('delete.trashDescription')),
    rowName: subjectOf,
    onDelete: async (mails) => {
      const ids = mails.map((m) => m.id);
      if (forever(mails)) await remove.mutateAsync(ids);
      else await update.mutateAsync({ ids, folder: 'trash' });
      toast.success(t(forever(mails) ? 'delete.deleted' : 'delete.trashed', { count: mails.length }));
      onRemoved?.(mails);
    },
    fallbackFocus,
  });

  return {
    busy: update.isPending || remove.isPending,
    markRead: (mails: readonly MailRef[], read: boolean) =>
      change(mails, { read }, t(read ? 'actions.markedRead' : 'actions.markedUnread', { count: mails.length })),
    star: (mails: readonly MailRef[], starred: boolean) =>
      change(mails, { starred }, t(starred ? 'actions.starred' : 'actions.unstarred', { count: mails.length })),
    move: (mails: readonly MailRef[], folder: Mailbox) =>
      change(mails, { folder }, t('actions.moved', { count: mails.length, folder: t(`folders.${folder}`) })),
    /** Adds the label to every message, or takes it off all of them when they all have it. */
    toggleLabel: (mails: readonly MailRef[], label: EmailLabel) => {
      const all = mails.every((m) => m.labels.includes(label));
      const name = t(`labels.${label}`);
      return change(
        mails,
        all ? { removeLabels: [label] } : { addLabels: [label] },
        t(all ? 'actions.unlabelled' : 'actions.labelled', { count: mails.length, label: name }),
      );
    },
    askDelete: confirmDelete.ask,
    deleteDialog: confirmDelete.dialog,
  };
}

export type EmailActions = ReturnType<typeof useEmailActions>;
