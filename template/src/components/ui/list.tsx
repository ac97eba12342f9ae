import { Slot } from '@radix-ui/react-slot';
import { ChevronDown } from 'lucide-react';
import { createContext, use, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Density = 'compact' | 'default' | 'comfortable';
type ItemShape = 'rounded' | 'pill' | 'shaped' | 'square';
// Rows read the list's density and shape from context (not group selectors), so they reuse the
// stylesheet's plain utilities.
const ListContext = createContext<{ density: Density; itemShape: ItemShape }>({
  density: 'default',
  itemShape: 'rounded',
});

const rowPadding: Record<Density, string> = { compact: 'py-1.5', default: 'py-2.5', comfortable: 'py-3.5' };
const shapes: Record<ItemShape, string> = {
  rounded: 'rounded-[calc(var(--radius)*0.8)]',
  pill: 'rounded-full',
  shaped: 'rounded-e-full',
  square: '',
};

export interface ListProps extends ComponentProps<'ul'> {
  /** Row height and padding. @default 'default' */
  density?: Density;
  /** 'bordered' draws a line between the rows. @default 'plain' */
  variant?: 'plain' | 'bordered';
  /**
   * Shape of the highlighted (hovered or active) rows: 'rounded' corners, 'pill', 'shaped' (round at
   * the end only, like a navigation rail) or 'square'. @default 'rounded'
   */
  itemShape?: ItemShape;
}

/**
 * A vertical list of rows: text with an optional avatar or icon, a subtitle and trailing actions.
 * Rows are plain `ListItem`s, or clickable through a `ListItemButton` (a button or, with `asChild`,
 * a link) so a trailing action never sits inside another control.
 */
export function List({
  className,
  density = 'default',
  variant = 'plain',
  itemShape = 'rounded',
  ...props
}: ListProps) {
  return (
    <ListContext value={{ density, itemShape }}>
      <ul
        data-slot="list"
        data-density={density}
        data-variant={variant}
        data-shape={itemShape}
        className={cn('flex flex-col text-sm', variant === 'bordered' && 'divide-y divide-border', className)}
        {...props}
      />
    </ListContext>
  );
}

// Shared by rows and row buttons; the list's density adds the padding.
const row = 'flex w-full min-w-0 items-center gap-3 px-4 text-start';

export interface ListItemProps extends ComponentProps<'li'> {
  /** Dims the row and blocks its button. @default false */
  disabled?: boolean;
}

export function ListItem({ className, disabled, ...props }: ListItemProps) {
  const { density } = use(ListContext);
  return (
    <li
      data-slot="list-item"
      data-disabled={disabled || undefined}
      className={cn(
        row,
        rowPadding[density],
        'has-[>[data-slot=list-item-button]]:p-0 data-disabled:pointer-events-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export interface ListItemButtonProps extends ComponentProps<'button'> {
  /** Highlights the row (the current page of a navigation list, a selected item). @default false */
  active?: boolean;
  /** Renders the child (a router Link) with the row's look. @default false */
  asChild?: boolean;
}

export function ListItemButton({ className, active, asChild, type, ...props }: ListItemButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const { density, itemShape } = use(ListContext);
  return (
    <Comp
      data-slot="list-item-button"
      data-active={active || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        row,
        rowPadding[density],
        shapes[itemShape],
        'cursor-pointer transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2',
        'disabled:pointer-events-none disabled:opacity-50',
        // The subtitle takes the row's colour too: muted grey on the tint would miss 4.5:1.
        active && 'bg-primary/12 text-primary-text [&_[data-slot=list-item-subtitle]]:text-inherit',
        className,
      )}
      {...props}
    />
  );
}

/** The avatar or icon at the start of a row. */
export function ListItemLeading({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="list-item-leading"
      className={cn('flex shrink-0 items-center text-muted-foreground [&>svg]:size-5', className)}
      {...props}
    />
  );
}

export interface ListItemTextProps extends Omit<ComponentProps<'span'>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Lines the subtitle may take before it is cut with an ellipsis. @default 1 */
  lines?: 1 | 2;
}

export function ListItemText({ className, title, subtitle, lines = 1, ...props }: ListItemTextProps) {
  return (
    <span data-slot="list-item-text" className={cn('flex min-w-0 flex-1 flex-col', className)} {...props}>
      <span className="truncate font-medium">{title}</span>
      {subtitle && (
        <span
          data-slot="list-item-subtitle"
          className={cn('text-[0.8125rem] text-muted-foreground', lines === 1 ? 'truncate' : 'line-clamp-2')}
        >
          {subtitle}
        </span>
      )}
    </span>
  );
}

/** Actions, a badge or meta text at the end of a row. */
export function ListItemTrailing({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="list-item-trailing"
      className={cn('ms-auto flex shrink-0 items-center gap-1 text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A small heading above a run of rows. */
export function ListSubheader({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="list-subheader"
      className={cn('px-4 pt-3 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase', className)}
      {...props}
    />
  );
}

export interface ListGroupProps extends Omit<ComponentProps<'li'>, 'title'> {
  /** The group's row text. */
  title: ReactNode;
  /** Icon at the start of the group's row. */
  icon?: ReactNode;
  /** Controlled state (with `onOpenChange`). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A row that shows or hides a nested list (sub-menus of a navigation list). */
export function ListGroup({
  className,
  title,
  icon,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: ListGroupProps) {
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const toggle = () => {
    if (openProp === undefined) setOpenState(!open);
    onOpenChange?.(!open);
  };
  return (
    <li data-slot="list-group" data-state={open ? 'open' : 'closed'} className={className} {...props}>
      <ListItemButton aria-expanded={open} aria-controls={id} onClick={toggle}>
        {icon && <ListItemLeading>{icon}</ListItemLeading>}
        <span className="min-w-0 flex-1 truncate font-medium">{title}</span>
        <ChevronDown aria-hidden className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </ListItemButton>
      <ul id={id} hidden={!open} className="flex flex-col ps-6">
        {children}
      </ul>
    </li>
  );
}
