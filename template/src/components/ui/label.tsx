import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export interface LabelProps extends ComponentProps<'label'> {
  /** `span` for a label that names a group through aria-labelledby rather than one input. @default 'label' */
  as?: 'label' | 'span';
}

export function Label({ className, as: Comp = 'label', ...props }: LabelProps) {
  return (
    <Comp
      data-slot="label"
      className={cn(
        'inline-flex items-center gap-2 text-[0.8125rem] leading-5 font-medium text-foreground select-none',
        'group-data-[disabled=true]:opacity-50 peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
