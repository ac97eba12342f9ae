import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';
import { Spinner } from './spinner';

export interface SearchFieldProps extends Omit<InputProps, 'type' | 'value' | 'onChange' | 'size' | 'id'> {
  /** The field's accessible name; its placeholder too unless one is given. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** 'md' beside a list's title; 'lg' on its own, in a banner. @default 'md' */
  size?: 'md' | 'lg';
  /** A search is on its way to the server: a spinner at the field's end. @default false */
  busy?: boolean;
  /** The field's id (a label or a test may point at it); one is made up when absent. */
  inputId?: string;
  /** The landmark's box: its width and place in the row. */
  className?: string;
  inputClassName?: string;
}

/**
 * A search box: a `search` landmark holding a magnifier and a text field named by a hidden label,
 * for lists (the data tables, mail, chat, prices) and banners (help centre, FAQ, academy).
 */
export function SearchField({
  label,
  value,
  onValueChange,
  size = 'md',
  busy = false,
  inputId,
  className,
  inputClassName,
  placeholder,
  ...props
}: SearchFieldProps) {
  const madeUpId = useId();
  const id = inputId ?? madeUpId;
  const large = size === 'lg';
  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className={cn(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground',
          large ? 'start-4 size-5' : 'start-3 size-4',
        )}
      />
      <Input
        {...props}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(
          large ? 'h-12 bg-card ps-12 pe-12 text-base shadow-sm' : 'ps-9',
          busy && !large && 'pe-9',
          inputClassName,
        )}
      />
      {busy && (
        <Spinner
          aria-hidden
          className={cn('absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground', large ? 'end-4' : 'end-3')}
        />
      )}
    </div>
  );
}
