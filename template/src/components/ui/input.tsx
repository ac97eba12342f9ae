import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Shared by text inputs, textareas and native selects. */
export const fieldControlClasses = [
  'w-full min-w-0 rounded-[calc(var(--radius)*0.8)] border border-input bg-transparent px-3.5 text-sm text-foreground',
  'transition-[border-color,box-shadow] duration-150 outline-none placeholder:text-muted-foreground',
  'hover:border-foreground/40 focus-visible:border-primary-graphic focus-visible:ring-3 focus-visible:ring-primary/20 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-error aria-invalid:focus-visible:ring-error/20',
].join(' ');

export type FieldVariant = 'outline' | 'filled' | 'underline';

/**
 * How a field's box is drawn, on top of `fieldControlClasses` (or the InputGroup's own classes):
 * outlined (the default), a filled surface, or only an underline. Focus and error colours stay the same.
 */
export const fieldVariantClasses: Record<FieldVariant, string> = {
  outline: '',
  filled: 'border-transparent bg-muted hover:border-transparent hover:bg-muted/80',
  underline: 'rounded-none border-x-0 border-t-0 px-0.5 focus-visible:ring-0 focus-within:ring-0',
};

export interface InputProps extends ComponentProps<'input'> {
  /** @default 'outline' */
  variant?: FieldVariant;
}

/** Text input; pair with Label and FieldError (aria-invalid turns it red). */
export function Input({ className, type = 'text', variant = 'outline', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldControlClasses,
        fieldVariantClasses[variant],
        'h-10 file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Grows with its text instead of scrolling (from `rows` up). @default false */
  autoGrow?: boolean;
  /** Lets the user drag the corner to resize. @default true */
  resizable?: boolean;
  /** @default 'outline' */
  variant?: FieldVariant;
}

function fitHeight(node: HTMLTextAreaElement) {
  // Empty, a field is as tall as its rows and minimum height make it: nothing to measure. Measuring
  // makes the browser lay out the page there and then, once per field (the profile's comment boxes
  // made one long task of it as they mounted).
  if (node.value === '') {
    node.style.height = '';
    return;
  }
  node.style.height = 'auto';
  const borders = node.offsetHeight - node.clientHeight;
  node.style.height = `${node.scrollHeight + borders}px`;
}

/** Multi-line text; pair with FormField for a label, a counter and errors. */
export function Textarea({
  className,
  autoGrow = false,
  resizable = true,
  variant = 'outline',
  ref,
  onInput,
  ...props
}: TextareaProps) {
  const inner = useRef<HTMLTextAreaElement | null>(null);
  // A controlled value can change without an input event (a reset, a clear button), so refit then too.
  useLayoutEffect(() => {
    if (autoGrow && inner.current) fitHeight(inner.current);
  }, [autoGrow, props.value]);
  return (
    <textarea
      data-slot="textarea"
      ref={(node) => {
        inner.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      onInput={(event) => {
        if (autoGrow) fitHeight(event.currentTarget);
        onInput?.(event);
      }}
      className={cn(
        fieldControlClasses,
        fieldVariantClasses[variant],
        'min-h-24 py-2.5',
        (autoGrow || !resizable) && 'resize-none',
        autoGrow && 'overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

/** A native select styled like the inputs: the best keyboard and mobile behaviour for short lists. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(fieldControlClasses, 'h-10 cursor-pointer appearance-auto pe-2', className)}
      {...props}
    />
  );
}
