import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';
import { tones } from './tone';

/** The six theme tones (components/ui/tone.ts). */
export const buttonColors = tones;
export type ButtonColor = (typeof buttonColors)[number];
export const buttonVariants = ['solid', 'tonal', 'outline', 'text', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon-sm' | 'icon' | 'icon-lg';

// Literal class strings (not built by concatenation) so Tailwind can see every one of them.
// Solid buttons keep their fill on hover (a lighter fill would drop white text under 4.5:1): the shadow grows.
const palette: Record<ButtonVariant, Record<ButtonColor, string>> = {
  solid: {
    primary: 'bg-primary text-primary-foreground shadow-sm shadow-primary/30 hover:shadow-md hover:shadow-primary/40',
    secondary:
      'bg-secondary text-secondary-foreground shadow-sm shadow-secondary/30 hover:shadow-md hover:shadow-secondary/40',
    success: 'bg-success text-success-foreground shadow-sm shadow-success/30 hover:shadow-md hover:shadow-success/40',
    info: 'bg-info text-info-foreground shadow-sm shadow-info/30 hover:shadow-md hover:shadow-info/40',
    warning: 'bg-warning text-warning-foreground shadow-sm shadow-warning/30 hover:shadow-md hover:shadow-warning/40',
    error: 'bg-error text-error-foreground shadow-sm shadow-error/30 hover:shadow-md hover:shadow-error/40',
  },
  tonal: {
    primary: 'bg-primary/12 text-primary-text hover:bg-primary/20',
    secondary: 'bg-secondary/12 text-secondary-text hover:bg-secondary/20',
    success: 'bg-success/12 text-success-text hover:bg-success/20',
    info: 'bg-info/12 text-info-text hover:bg-info/20',
    warning: 'bg-warning/12 text-warning-text hover:bg-warning/20',
    error: 'bg-error/12 text-error-text hover:bg-error/20',
  },
  outline: {
    primary: 'border-primary/70 text-primary-text hover:bg-primary/8',
    secondary: 'border-secondary/70 text-secondary-text hover:bg-secondary/8',
    success: 'border-success/70 text-success-text hover:bg-success/8',
    info: 'border-info/70 text-info-text hover:bg-info/8',
    warning: 'border-warning/70 text-warning-text hover:bg-warning/8',
    error: 'border-error/70 text-error-text hover:bg-error/8',
  },
  text: {
    primary: 'text-primary-text hover:bg-primary/8',
    secondary: 'text-secondary-text hover:bg-secondary/8',
    success: 'text-success-text hover:bg-success/8',
    info: 'text-info-text hover:bg-info/8',
    warning: 'text-warning-text hover:bg-warning/8',
    error: 'text-error-text hover:bg-error/8',
  },
  ghost: {
    primary: 'text-muted-foreground hover:bg-primary/10 hover:text-primary-text',
    secondary: 'text-muted-foreground hover:bg-muted hover:text-foreground',
    success: 'text-muted-foreground hover:bg-success/10 hover:text-success-text',
    info: 'text-muted-foreground hover:bg-info/10 hover:text-info-text',
    warning: 'text-muted-foreground hover:bg-warning/10 hover:text-warning-text',
    error: 'text-muted-foreground hover:bg-error/10 hover:text-error-text',
  },
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-[0.8125rem] [&_svg]:size-4',
  md: 'h-9.5 gap-2 px-4.5 text-sm [&_svg]:size-[1.125rem]',
  lg: 'h-11 gap-2 px-6 text-base [&_svg]:size-5',
  'icon-sm': 'size-8 [&_svg]:size-4',
  icon: 'size-9.5 [&_svg]:size-5',
  'icon-lg': 'size-11 [&_svg]:size-[1.375rem]',
};

export interface ButtonStyleOptions {
  /** @default 'solid' */
  variant?: ButtonVariant;
  /** @default 'primary' */
  color?: ButtonColor;
  /** @default 'md' */
  size?: ButtonSize;
  /** Fully rounded (pill or circle). @default false */
  pill?: boolean;
}

/** The button's classes, for links and other elements that must look like a button. */
export function buttonClasses({
  variant = 'solid',
  color = 'primary',
  size = 'md',
  pill = false,
}: ButtonStyleOptions = {}) {
  return cn(
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap select-none',
    'transition-[background-color,color,box-shadow,transform,border-color] duration-150 active:translate-y-px',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:shrink-0',
    variant === 'outline' && 'border',
    pill ? 'rounded-full' : 'rounded-[calc(var(--radius)*0.8)]',
    palette[variant][color],
    sizes[size],
  );
}

export interface ButtonProps extends Omit<ComponentProps<'button'>, 'color'>, ButtonStyleOptions {
  /** Renders the child element (e.g. a router Link) with the button's look. @default false */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks. @default false */
  loading?: boolean;
}

/** Button in five variants and six colours; `size="icon"` makes an icon button (give it an aria-label). */
export function Button({
  className,
  variant = 'solid',
  color = 'primary',
  size = 'md',
  pill,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-color={color}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={asChild ? undefined : disabled || loading}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonClasses({ variant, color, size, pill }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner className="size-4" aria-hidden />}
          {children}
        </>
      )}
    </Comp>
  );
}
