/**
 * One file only, here an avatar: a new drop replaces the previous file (whose preview URL is then
 * revoked), and dropping several at once is refused with a message.
 */
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from '@/hooks/use-object-url';
import { cn } from '@/lib/cn';

export function DropZoneSingle() {
  const { t } = useTranslation('ui-extensions');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<'several' | 'type' | null>(null);
  const preview = useObjectUrl(file);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      if (accepted[0]) {
        setFile(accepted[0]);
        setError(null);
      } else if (rejections.length > 1) {
        setError('several');
      } else if (rejections.length === 1) {
        setError('type');
      }
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <div
        {...getRootProps()}
        className={cn(
          'flex flex-wrap items-center gap-4 rounded-lg border-2 border-dashed p-4 outline-none',
          isDragActive && 'border-primary-graphic bg-primary/6',
        )}
      >
        <input {...getInputProps()} aria-label={t('drop-zone.demo.uploadSingle')} />
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground">
          {preview ? (
            <img
              src={preview}
              alt={t('drop-zone.demo.previewOf', { name: file?.name })}
              className="size-full object-cover"
            />
          ) : (
            <UserRound aria-hidden className="size-8" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-medium">{file ? file.name : t('drop-zone.demo.noPhoto')}</span>
          <span className="text-sm text-muted-foreground">{t('drop-zone.demo.dropOne')}</span>
        </span>
        <span className="flex gap-2">
          <Button size="sm" onClick={open}>
            {file ? t('drop-zone.demo.replace') : t('drop-zone.demo.choose')}
          </Button>
          {file && (
            <Button size="sm" variant="outline" color="secondary" onClick={() => setFile(null)}>
              {t('drop-zone.demo.removePhoto')}
            </Button>
          )}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error-text">
          {t(`drop-zone.demo.errors.${error}`)}
        </p>
      )}
    </div>
  );
}
