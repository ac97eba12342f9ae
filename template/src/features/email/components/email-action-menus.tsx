import { FolderInput, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
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
        <IconMenuTrigger icon={<FolderInput aria-hidden />} label={t('actions.moveTo')} disabled={actions.busy} />
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
        <IconMenuTrigger icon={<Tag aria-hidden />} label={t('actions.labels')} disabled={actions.busy} />
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

/** An icon button that opens its menu, named by its tooltip's text. */
function IconMenuTrigger({ icon, label, disabled }: { icon: ReactNode; label: string; disabled: boolean }) {
  return (
    <Tooltip content={label}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" color="secondary" size="icon-sm" aria-label={label} disabled={disabled}>
          {icon}
        </Button>
      </DropdownMenuTrigger>
    </Tooltip>
  );
}

/** The dot of each label's colour (semantic tones only). */
export const labelDot = {
  success: 'bg-success',
  primary: 'bg-primary',
  warning: 'bg-warning',
  error: 'bg-error',
} as const;
