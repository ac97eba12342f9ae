/**
 * Any files, by drag and drop or by click/keyboard (Enter or Space opens the file picker). Each
 * file is listed with its size and, for images, a preview whose object URL is revoked when the
 * file is removed.
 */
import { FileText, UploadCloud, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from '@/hooks/use-object-url';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';

function FileRow({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('ui-extensions');
  const preview = useObjectUrl(file.type.startsWith('image/') ? file : null);
  return (
    <li className="flex items-center gap-3 rounded-md border p-2">
      {preview ? (
        <img src={preview} alt="" className="size-10 shrink-0 rounded object-cover" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground">
          <FileText aria-hidden className="size-5" />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{file.name}</span>
        <span className="text-xs text-muted-foreground">{formatBytes(file.size)}</span>
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('drop-zone.demo.remove', { name: file.name })}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

export function DropZoneAny() {
  const { t } = useTranslation('ui-extensions');
  const [files, setFiles] = useState<File[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted) => setFiles((current) => [...current, ...accepted]),
  });
  return (
    <div className="flex flex-col gap-4">
      {/* The file input sits beside the zone, not inside it: a button must not contain another control. */}
      <div>
        <input {...getInputProps()} aria-label={t('drop-zone.demo.uploadAny')} />
        <div
          {...getRootProps({ role: 'button' })}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center outline-none',
            'transition-colors hover:border-primary/60 focus-visible:ring-3 focus-visible:ring-primary/40',
            isDragActive && 'border-primary-graphic bg-primary/6',
          )}
        >
          <UploadCloud aria-hidden className="size-8 text-primary-graphic" />
          <span className="font-medium">{t('drop-zone.demo.dropFiles')}</span>
          <span className="text-sm text-muted-foreground">{t('drop-zone.demo.anyType')}</span>
        </div>
      </div>
      {files.length > 0 && (
        <>
          <ul aria-label={t('drop-zone.demo.selected')} className="grid gap-2 sm:grid-cols-2">
            {files.map((file, index) => (
              <FileRow
                key={`${file.name}-${file.lastModified}-${index}`}
                file={file}
                onRemove={() => setFiles((current) => current.filter((f) => f !== file))}
              />
            ))}
          </ul>
          <Button variant="outline" color="error" size="sm" className="self-start" onClick={() => setFiles([])}>
            {t('drop-zone.demo.removeAll')}
          </Button>
        </>
      )}
    </div>
  );
}
