import { FolderInput, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { emailLabels, labelTone, mailboxes } from '../types/constants';
import type { EmailActions, MailRef } from './use-email-actions';

export interface EmailActionMenusProps {
  mails: readonly MailRef[];
  actions: EmailActions;
}

/** "Move to" (every folder but the messages' own) and "Labels" (ticked when every message has it). */
export function EmailActionMenus({ mails, actions }: EmailActionMenusProps) {
  const { t } = useTranslation('email');
  const current = new Set(mails.map((m) => m.folder));
  return (
    <>
      <DropdownMenu>
        <Tooltip content={t('actions.moveTo')}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              color="secondary"
              size="icon-sm"
              aria-label={t('actions.moveTo')}
              disabled={actions.busy}
            >
              <FolderInput aria-hidden />
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent align="start">
          {mailboxes
            .filter((folder) => !(current.size === 1 && current.has(folder)))
            .map((folder) => (
              <DropdownMenuItem key={folder} onSelect={() => void actions.move(mails, folder)}>
                {t(`folders.${folder}`)}
              </DropdownMenuItem>
            ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <Tooltip content={t('actions.labels')}>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              color="secondary"
              size="icon-sm"
              aria-label={t('actions.labels')}
              disabled={actions.busy}
            >
              <Tag aria-hidden />
            </Button>
          </DropdownMenuTrigger>
        </Tooltip>
        <DropdownMenuContent align="start">
          {emailLabels.map((label) => (
            <DropdownMenuCheckboxItem
              key={label}
              checked={mails.length > 0 && mails.every((m) => m.labels.includes(label))}
              onSelect={() => void actions.toggleLabel(mails, label)}
            >
              <span aria-hidden className={cn('size-2 rounded-full', labelDot[labelTone[label]])} />
              {t(`labels.${label}`)}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** The dot of each label's colour (semantic tones only). */
export const labelDot = {
  success: 'bg-success',
  primary: 'bg-primary',
  warning: 'bg-warning',
  error: 'bg-error',
} as const;
