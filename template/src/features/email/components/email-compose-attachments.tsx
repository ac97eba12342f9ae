import { Paperclip, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import type { FieldControlProps } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { rejectedFiles } from '../form-schema';
import { attachmentTypes, maxAttachmentBytes } from '../types/constants';
import type { MailAttachment } from '../types/schemas';

export interface EmailComposeAttachmentsProps {
  value: MailAttachment[];
  onChange: (files: MailAttachment[]) => void;
  control: FieldControlProps;
}

/**
 * The files of a message: chosen with the file field, listed with name and size, each removable.
 * A file of another type or above the size limit stays in the list marked with the reason, and the
 * form refuses to send until it is removed (the demo keeps names and sizes only, not the bytes).
 */
export function EmailComposeAttachments({ value, onChange, control }: EmailComposeAttachmentsProps) {
  const { t } = useTranslation('email');
  const rejected = new Set(rejectedFiles(value));
  const reason = (file: MailAttachment) =>
    (attachmentTypes as readonly string[]).includes(file.type)
      ? file.size > maxAttachmentBytes
        ? t('compose.errors.fileSize')
        : null
      : t('compose.errors.fileType');
  return (
    <div className="flex flex-col gap-2">
      <FileInput
        {...control}
        multiple
        files={[]}
        accept={attachmentTypes.join(',')}
        onFilesChange={(files) =>
          onChange([...value, ...files.map((file) => ({ name: file.name, size: file.size, type: file.type }))])
        }
      />
      {value.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('compose.attachments')}>
          {value.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              data-testid="compose-attachment"
              className={cn(
                'flex items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm',
                rejected.has(file) && 'border-error/60 bg-error/8',
              )}
            >
              <Paperclip aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
              {rejected.has(file) && <span className="shrink-0 text-xs text-error-text">{reason(file)}</span>}
              <Button
                type="button"
                variant="ghost"
                color="secondary"
                size="icon-sm"
                aria-label={t('compose.removeFile', { name: file.name })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
