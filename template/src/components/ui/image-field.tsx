import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { Button } from './button';
import { Field, FieldDescription, FieldError } from './field';
import { Label } from './label';

/** Pictures are kept in the browser's demo store as data URLs, so they stay small. */
const defaultMaxBytes = 200_000;
const accepted = ['image/png', 'image/jpeg', 'image/webp', 'image/bmp', 'image/gif'];

export interface ImageFieldProps {
  /** The field's label. */
  label: string;
  /** The picture: a data URL, a URL on the site, or '' for none. */
  value: string;
  /** Called with the chosen picture as a data URL, or '' when it is removed. */
  onChange: (value: string) => void;
  /** Largest file taken, in bytes. @default 200000 (200 kB) */
  maxBytes?: number;
}

/**
 * Picks a picture and previews it at once; refuses other file types and files over `maxBytes`,
 * saying why under the field. The value is a data URL, which the demo backend stores as it is.
 */
export function ImageField({ label, value, onChange, maxBytes = defaultMaxBytes }: ImageFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const size = formatBytes(maxBytes);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!accepted.includes(file.type)) return setError(t('imageField.type'));
    if (file.size > maxBytes) return setError(t('imageField.tooLarge', { size }));
    setError(null);
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(file);
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-32 place-items-center overflow-hidden rounded-card border border-dashed border-border bg-muted/40">
          {value ? (
            <img
              src={value}
              alt={t('imageField.preview')}
              width={128}
              height={128}
              className="size-full object-cover"
            />
          ) : (
            <ImagePlus aria-hidden className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={accepted.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => pick(e.target.files?.[0])}
            className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary/12 file:px-3 file:py-2 file:font-medium file:text-primary-text"
          />
          {value && (
            <Button variant="text" color="error" size="sm" className="w-fit" onClick={() => onChange('')}>
              <X aria-hidden />
              {t('imageField.remove')}
            </Button>
          )}
        </div>
      </div>
      <FieldDescription id={`${id}-hint`}>{t('imageField.hint', { size })}</FieldDescription>
      <FieldError id={`${id}-err`}>{error}</FieldError>
    </Field>
  );
}
