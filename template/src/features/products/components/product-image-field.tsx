import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, FieldDescription, Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';

/** Pictures are kept in the browser's demo store, so they stay small. */
const maxBytes = 200 * 1024;
const accepted = ['image/png', 'image/jpeg', 'image/webp', 'image/bmp', 'image/gif'];

export interface ProductImageFieldProps {
  /** A data URL, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** Picks the product's picture and previews it at once; refuses other file types and big files. */
export function ProductImageField({ value, onChange }: ProductImageFieldProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!accepted.includes(file.type)) return setError(t('add.imageType'));
    if (file.size > maxBytes) return setError(t('add.imageTooLarge'));
    setError(null);
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(file);
  };

  return (
    <Field>
      <Label htmlFor={id}>{t('fields.image')}</Label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-32 place-items-center overflow-hidden rounded-card border border-dashed border-border bg-muted/40">
          {value ? (
            <img src={value} alt={t('add.preview')} className="size-full object-cover" />
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
              {t('add.removeImage')}
            </Button>
          )}
        </div>
      </div>
      <FieldDescription id={`${id}-hint`}>{t('add.imageHint')}</FieldDescription>
      <FieldError id={`${id}-err`}>{error}</FieldError>
    </Field>
  );
}
