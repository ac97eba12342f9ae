/**
 * Images only, up to 2 MB each and 6 at most. Accepted images show as previews; every rejected
 * file is listed with the reason, in words a user understands.
 */
import { ImageUp, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, useDropzone, type FileError, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from '@/hooks/use-object-url';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';

const maxSize = 2_000_000;
const maxFiles = 6;

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('ui-extensions');
  const url = useObjectUrl(file);
  return (
    <li className="group relative aspect-square overflow-hidden rounded-md border bg-muted">
      {url && <img src={url} alt={file.name} className="size-full object-cover" />}
      <Button
        variant="solid"
        color="secondary"
        size="icon-sm"
        pill
        className="absolute end-1 top-1"
        aria-label={t('drop-zone.demo.remove', { name: file.name })}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

export function DropZoneImages() {
  const { t } = useTranslation('ui-extensions');
  const [images, setImages] = useState<File[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragAccept, isDragReject } = useDropzone({
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg'] },
    maxSize,
    maxFiles,
    onDrop: (accepted, rejections) => {
      setImages((current) => [...current, ...accepted].slice(0, maxFiles));
      setRejected(rejections);
    },
  });
  const reasons: Record<string, string> = {
    [ErrorCode.FileInvalidType]: t('drop-zone.demo.notImage'),
    [ErrorCode.FileTooLarge]: t('drop-zone.demo.tooLarge', { size: formatBytes(maxSize) }),
    [ErrorCode.TooManyFiles]: t('drop-zone.demo.tooMany', { count: maxFiles }),
  };
  const reasonOf = (error: FileError) => reasons[error.code] ?? error.message;
  return (
    <div className="flex flex-col gap-4">
      {/* The file input sits beside the zone, not inside it: a button must not contain another control. */}
      <div>
        <input {...getInputProps()} aria-label={t('drop-zone.demo.uploadImages')} />
        <div
          {...getRootProps({ role: 'button' })}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center outline-none',
            'transition-colors hover:border-primary/60 focus-visible:ring-3 focus-visible:ring-primary/40',
            isDragAccept && 'border-success bg-success/6',
            isDragReject && 'border-error bg-error/6',
          )}
        >
          <ImageUp aria-hidden className="size-8 text-primary-graphic" />
          <span className="font-medium">{t('drop-zone.demo.dropImages')}</span>
          <span className="text-sm text-muted-foreground">
            {t('drop-zone.demo.imageRules', { size: formatBytes(maxSize), count: maxFiles })}
          </span>
        </div>
      </div>
      {rejected.length > 0 && (
        <div role="alert" className="rounded-md border border-error/40 bg-error/6 p-3 text-sm">
          <p className="font-medium text-error-text">{t('drop-zone.demo.notAdded')}</p>
          <ul className="mt-1 list-disc ps-5">
            {rejected.map(({ file, errors }, index) => (
              <li key={`${file.name}-${index}`}>
                <span className="font-medium">{file.name}</span>: {errors.map(reasonOf).join(' ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {images.length > 0 && (
        <ul aria-label={t('drop-zone.demo.previews')} className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {images.map((file, index) => (
            <Preview
              key={`${file.name}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => setImages((current) => current.filter((f) => f !== file))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
