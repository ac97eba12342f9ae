import { Eye, EyeOff, X } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fieldVariantClasses, type FieldVariant } from './input';

export type InputDensity = 'compact' | 'default' | 'comfortable';

const heights: Record<InputDensity, string> = {
  compact: 'h-8 text-[0.8125rem]',
  default: 'h-10 text-sm',
  comfortable: 'h-12 text-base',
};

export interface InputGroupProps extends ComponentProps<'div'> {
  /** Row height. @default 'default' */
  density?: InputDensity;
  /** @default 'outline' */
  variant?: FieldVariant;
}

/**
 * A text field with things inside its border: icons, a prefix ("https://"), a suffix ("kg"), a clear
 * or show-password button. The group draws the border and the focus ring; the input inside is bare.
 * Invalid and disabled states follow the input's own `aria-invalid` and `disabled`.
 */
export function InputGroup({ className, density = 'default', variant = 'outline', ...props }: InputGroupProps) {
  return (
    <div
      data-slot="input-group"
      className={cn(
        'flex w-full min-w-0 items-center gap-2 rounded-[calc(var(--radius)*0.8)] border border-input px-3.5 text-foreground',
        'transition-[border-color,box-shadow] duration-150 hover:border-foreground/40',
        'focus-within:border-primary-graphic focus-within:ring-3 focus-within:ring-primary/20',
        'has-[input[aria-invalid=true]]:border-error has-[input[aria-invalid=true]]:focus-within:ring-error/20',
        'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-50',
        heights[density],
        fieldVariantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

/** Text or an icon at either end of an InputGroup; decorative unless it carries words. */
export function InputGroupAddon({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="input-group-addon"
      className={cn('flex shrink-0 items-center text-muted-foreground select-none [&>svg]:size-[1.125rem]', className)}
      {...props}
    />
  );
}

/** The input of an InputGroup: borderless, it fills the space between the addons. */
export function InputGroupInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'h-full w-full min-w-0 flex-1 bg-transparent outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}

/** A small icon button inside an InputGroup (clear, show password, copy). Give it a name. */
export function InputGroupButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      data-slot="input-group-button"
      type={type}
      className={cn(
        '-me-1.5 grid size-7 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors',
        'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary-graphic focus-visible:outline-none',
        'disabled:pointer-events-none [&>svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The clear button of a clearable field; hide it while the field is empty. `onClear` empties the
 * value and should move focus back to the input, so keyboard users are not left on a vanished button.
 */
export function InputClearButton({ onClear, hidden, ...props }: ComponentProps<'button'> & { onClear: () => void }) {
  const { t } = useTranslation('common');
  if (hidden) return null;
  return (
    <InputGroupButton aria-label={t('controls.clear')} onClick={onClear} {...props}>
      <X aria-hidden />
    </InputGroupButton>
  );
}

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** @default 'default' */
  density?: InputDensity;
}

/**
 * A password field with a show/hide toggle. The toggle keeps one name ("Show password") and carries
 * its state in aria-pressed, as toggle buttons should, so the name never announces the opposite.
 */
export function PasswordInput({ className, density, ...props }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup density={density} className={className}>
      <InputGroupInput {...props} type={visible ? 'text' : 'password'} />
      <InputGroupButton aria-pressed={visible} aria-controls={props.id} onClick={() => setVisible((v) => !v)}>
        {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        <span className="sr-only">{t('controls.showPassword')}</span>
      </InputGroupButton>
    </InputGroup>
  );
}
