import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fieldControlClasses, fieldVariantClasses, type FieldVariant } from './input';

const allowed = {
  numeric: /^[0-9]$/,
  alphanumeric: /^[a-z0-9]$/i,
} as const;

export interface OtpInputProps {
  /** How many boxes. @default 6 */
  length?: number;
  /** The code typed so far (controlled); it fills the boxes from the first. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once every box is filled, with the whole code. */
  onComplete?: (value: string) => void;
  /** Which characters a box takes; letters are upper-cased. @default 'numeric' */
  type?: keyof typeof allowed;
  /** Hides the characters like a password. @default false */
  masked?: boolean;
  /** @default 'outline' */
  variant?: FieldVariant;
  disabled?: boolean;
  /** Id of the first box, so a `<label for>` can point at it. */
  id?: string;
  /** Submits the whole code under this name with a native form. */
  name?: string;
  className?: string;
  /** Names the group of boxes (the field's label); each box is then "Character 2 of 6". */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Reaches the first box (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A one-time code in separate boxes, filled as one string from the first box: typing moves on,
 * Backspace goes back, arrows/Home/End move, a pasted code spreads over the boxes. The boxes
 * form one labelled group, and codes read left to right in every language.
 */
export function OtpInput({
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  type = 'numeric',
  masked = false,
  variant = 'outline',
  disabled,
  id,
  name,
  className,
  ref,
  ...aria
}: OtpInputProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const code = (value ?? uncontrolled).slice(0, length);
  // Focus moves inside the change handler, before React re-renders: the focus handler must see the
  // code just entered, not the one of the last render.
  const latest = useRef(code);
  useLayoutEffect(() => {
    latest.current = code;
  }, [code]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };
  const clean = (text: string) =>
    [...text]
      .filter((char) => allowed[type].test(char))
      .join('')
      .toUpperCase();

  const commit = (next: string) => {
    latest.current = next;
    setUncontrolled(next);
    onChange?.(next);
    if (next.length === length && code.length !== length) onComplete?.(next);
  };

  const enter = (index: number, text: string) => {
    const chars = clean(text);
    if (!chars) return;
    const next = (code.slice(0, index) + chars + code.slice(index + chars.length)).slice(0, length);
    commit(next);
    focusBox(Math.min(index + chars.length, length - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: code.length };
    if (event.key in moves) {
      event.preventDefault();
      focusBox(Math.min(moves[event.key]!, code.length));
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (code[index]) commit(code.slice(0, index) + code.slice(index + 1));
      else if (event.key === 'Backspace' && index > 0) {
        commit(code.slice(0, index - 1) + code.slice(index));
        focusBox(index - 1);
      }
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  };

  return (
    <div
      role="group"
      dir="ltr"
      data-slot="otp-input"
      aria-labelledby={aria['aria-labelledby']}
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      className={cn('flex gap-2 rtl:justify-end', className)}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
            if (index !== 0 || !ref) return;
            if (typeof ref === 'function') ref(node);
            else ref.current = node;
          }}
          id={index === 0 ? id : undefined}
          type={masked ? 'password' : 'text'}
          inputMode={type === 'numeric' ? 'numeric' : 'text'}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('controls.otpCharacter', { index: index + 1, count: length })}
          aria-invalid={aria['aria-invalid']}
          disabled={disabled}
          value={code[index] ?? ''}
          // Boxes after the typed code are not reachable: the code fills from the first box.
          onFocus={(event) =>
            index > latest.current.length ? focusBox(latest.current.length) : event.currentTarget.select()
          }
          onChange={(event) => enter(index, event.currentTarget.value.slice(-1))}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          className={cn(
            fieldControlClasses,
            fieldVariantClasses[variant],
            // One row always: on a narrow phone the boxes narrow instead of wrapping the code.
            'h-11 w-11 min-w-0 shrink px-0 text-center text-lg font-semibold caret-primary sm:h-12 sm:w-12',
          )}
        />
      ))}
      {name && <input type="hidden" name={name} value={code} />}
    </div>
  );
}
