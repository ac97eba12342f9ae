import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { avatarMaxBytes, avatarTypes } from '../types';

export interface AvatarUploadProps {
  /** The picture as a data URL, or null for initials. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Whose initials show without a picture. */
  name: string;
  /** A message about the picture from the server. */
  error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always yields a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A picture chosen from the device, previewed at once; the type and size are checked first. */
export function AvatarUpload({ value, onChange, name, error }: AvatarUploadProps) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(avatarTypes as readonly string[]).includes(file.type)) return setProblem(t('avatar.wrongType'));
    if (file.size > avatarMaxBytes) return setProblem(t('avatar.tooBig'));
    setProblem(null);
    onChange(await readAsDataUrl(file));
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <Avatar src={value ?? undefined} alt={name} size="xl" shape="rounded" className="size-24 text-2xl" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            aria-describedby={shown ? `${inputId}-hint ${inputId}-err` : `${inputId}-hint`}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden />
            {t('avatar.upload')}
          </Button>
          <Button
            type="button"
            variant="tonal"
            color="secondary"
            disabled={!value}
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          >
            {t('avatar.remove')}
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {t('avatar.hint')}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={avatarTypes.join(',')}
          // The buttons above are the control; the native picker only opens from them.
          hidden
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {shown && <FieldError id={`${inputId}-err`}>{shown}</FieldError>}
      </div>
    </div>
  );
}
