/**
 * One file only, here an avatar: a new drop replaces the previous file (whose preview URL is then
 * revoked), and dropping several at once is refused with a message.
 */
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { useObjectUrl } from '@/hooks/use-object-url';
import { cn } from '@/lib/cn';

export function DropZoneSingle() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const preview = useObjectUrl(file);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'image/*': ['.png', '.jpg', '.jpeg', '.webp'] },
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejections) => {
      if (accepted[0]) {
        setFile(accepted[0]);
        setError('');
      } else if (rejections.length > 1) {
        setError('Drop a single image.');
      } else if (rejections.length === 1) {
        setError('That file is not a PNG, JPEG or WebP image.');
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
        <input {...getInputProps()} aria-label="Upload single file" />
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-muted-foreground">
          {preview ? (
            <img src={preview} alt={`Preview of ${file?.name}`} className="size-full object-cover" />
          ) : (
            <UserRound aria-hidden className="size-8" />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate font-medium">{file ? file.name : 'No photo yet'}</span>
          <span className="text-sm text-muted-foreground">Drop one image here, or choose it.</span>
        </span>
        <span className="flex gap-2">
          <Button size="sm" onClick={open}>
            {file ? 'Replace' : 'Choose photo'}
          </Button>
          {file && (
            <Button size="sm" variant="outline" color="secondary" onClick={() => setFile(null)}>
              Remove
            </Button>
          )}
        </span>
      </div>
      {error && (
        <p role="alert" className="text-sm text-error-text">
          {error}
        </p>
      )}
    </div>
  );
}
