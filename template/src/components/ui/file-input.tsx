import { Paperclip, X } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatList } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Chip } from './chip';
import { fieldVariantClasses, type FieldVariant } from './input';

export interface FileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
> {
  /** The chosen files (controlled). Pass `[]` to clear. */
  files?: File[];
  /** Called with the files after each choice and with `[]` on clear. */
  onFilesChange?: (files: File[]) => void;
  /** Shows each file's size beside its name. @default false */
  showSize?: boolean;
  /** Shows the names as chips instead of one line of text. @default false */
  chips?: boolean;
  /** @default 'outline' */
  variant?: FieldVariant;
}

/**
 * A file field: a "Choose files" button, the chosen names (or chips, with sizes on request) and a
 * clear button. The native input does the work (keyboard, `accept`, `multiple`, form data); it is
 * visually hidden but keeps focus, so the field's label, description and error reach it.
 */
export function FileInput({
  files,
  onFilesChange,
  showSize = false,
  chips = false,
  variant = 'outline',
  className,
  multiple,
  disabled,
  ref,
  ...props
}: FileInputProps) {
  const { t } = useTranslation('common');
  const inner = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState<File[]>([]);
  const chosen = files ?? uncontrolled;

  const update = (next: File[]) => {
    setUncontrolled(next);
    onFilesChange?.(next);
  };
  const clear = () => {
    if (inner.current) inner.current.value = '';
    update([]);
    inner.current?.focus();
  };
  const describe = (file: File) => (showSize ? `${file.name} (${formatBytes(file.size)})` : file.name);

  return (
    <div
      data-slot="file-input"
      className={cn(
        'relative flex min-h-10 w-full min-w-0 items-center gap-2 rounded-[calc(var(--radius)*0.8)] border border-input py-1 ps-1 pe-1 text-sm',
        'transition-[border-color,box-shadow] duration-150 hover:border-foreground/40',
        'has-[input:focus-visible]:border-primary-graphic has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-primary/20',
        'has-[input[aria-invalid=true]]:border-error has-[input:disabled]:opacity-50',
        fieldVariantClasses[variant],
        className,
      )}
    >
      <label
        className={cn(
          'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-[calc(var(--radius)*0.6)] bg-primary/12 px-3 text-[0.8125rem] font-medium text-primary-text',
          'hover:bg-primary/20',
          disabled && 'pointer-events-none',
        )}
      >
        <Paperclip aria-hidden className="size-4" />
        {multiple ? t('controls.chooseFiles') : t('controls.chooseFile')}
        <input
          {...props}
          ref={(node) => {
            inner.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          type="file"
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => update(Array.from(event.currentTarget.files ?? []))}
          className="sr-only"
        />
      </label>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5" aria-live="polite">
        {chosen.length === 0 ? (
          <span className="truncate text-muted-foreground">
            {multiple ? t('controls.noFiles') : t('controls.noFile')}
          </span>
        ) : chips ? (
          chosen.map((file) => (
            <Chip key={`${file.name}-${file.lastModified}`} variant="tonal" color="secondary">
              {describe(file)}
            </Chip>
          ))
        ) : (
          <span className="truncate">{formatList(chosen.map(describe))}</span>
        )}
      </div>
      {chosen.length > 0 && !disabled && (
        <button
          type="button"
          onClick={clear}
          aria-label={t('controls.clearFiles')}
          className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
