import { useLayoutEffect, useRef, type ComponentProps, type FormEvent } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

/** Puts `digits` into `pattern`, where each `#` takes one digit: ("5550102", "###-####") -> "555-0102". */
export function formatDigits(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') out += digits[next++];
    else out += char;
  }
  return out;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');
const slots = (pattern: string) => [...pattern].filter((c) => c === '#').length;

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** Where the digits go: `#` is a digit, anything else is shown as typed ("#### #### #### ####"). */
  pattern: string;
  /** The digits only, without the separators. */
  value: string;
  /** Called with the digits only. */
  onValueChange: (digits: string) => void;
  onChange?: ComponentProps<'input'>['onChange'];
}

/**
 * A numeric field formatted as you type (card numbers, phone numbers, dates): the value stays plain
 * digits, the separators are drawn for you, and the caret keeps its place when you edit in the middle.
 */
export function MaskedInput({ pattern, value, onValueChange, className, ref, onChange, ...props }: MaskedInputProps) {
  const inner = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const shown = formatDigits(value, pattern);

  useLayoutEffect(() => {
    const node = inner.current;
    if (caret.current === null || !node || node !== node.ownerDocument.activeElement) return;
    // Put the caret after the same number of digits it was after before the separators moved.
    let digitsSeen = 0;
    let position = 0;
    while (position < shown.length && digitsSeen < caret.current) {
      if (/\d/.test(shown[position]!)) digitsSeen += 1;
      position += 1;
    }
    node.setSelectionRange(position, position);
    caret.current = null;
  }, [shown]);

  const change = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const at = input.selectionStart ?? input.value.length;
    let digits = onlyDigits(input.value);
    let digitsBefore = onlyDigits(input.value.slice(0, at)).length;
    // Backspace over a separator removes the digit before it, as people expect.
    const native = event.nativeEvent as InputEvent;
    if (native.inputType === 'deleteContentBackward' && digits === value && digitsBefore > 0) {
      digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
      digitsBefore -= 1;
    }
    caret.current = digitsBefore;
    onValueChange(digits.slice(0, slots(pattern)));
  };

  return (
    <Input
      {...props}
      ref={(node) => {
        inner.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="text"
      inputMode="numeric"
      dir="ltr"
      value={shown}
      onChange={(event) => {
        change(event);
        onChange?.(event);
      }}
      className={cn('text-start tabular-nums rtl:text-end', className)}
    />
  );
}
