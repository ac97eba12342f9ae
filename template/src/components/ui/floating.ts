/** Floating surface shared by menus and popovers (above dialogs, so menus work inside them). */
export const floatingSurface = [
  'z-[2500] min-w-44 overflow-hidden rounded-[var(--radius)] border border-border/60 bg-popover p-1.5 text-popover-foreground',
  'shadow-float outline-none',
  'origin-(--radix-popper-transform-origin) data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
].join(' ');
