/**
 * Dropdown menus (Radix). Until a menu is first wanted only its trigger renders, and the menu code
 * (dropdown-menu-parts.tsx, with Radix and Floating UI) is fetched when a pointer reaches a trigger
 * or a trigger gets focus; a press before it arrives opens the menu when it does (see deferred.tsx).
 * Use it as any Radix dropdown:
 *
 *   <DropdownMenu>
 *     <DropdownMenuTrigger asChild><Button>Options</Button></DropdownMenuTrigger>
 *     <DropdownMenuContent>
 *       <DropdownMenuItem onSelect={…}>Edit</DropdownMenuItem>
 *     </DropdownMenuContent>
 *   </DropdownMenu>
 */
import { composeRefs } from '@radix-ui/react-compose-refs';
import { createContext, use, type ComponentProps, type ComponentType, type JSXElementConstructor } from 'react';
import { cn } from '@/lib/cn';
import { deferredModule } from '@/lib/deferred-module';
import { DormantTrigger, focusIfPending, useDeferredRoot, type DeferredRoot } from './deferred';
import type * as Parts from './dropdown-menu-parts';

export type { DropdownMenuItemProps } from './dropdown-menu-parts';

const parts = deferredModule(() => import('./dropdown-menu-parts'));

const MenuRoot = createContext<DeferredRoot | null>(null);

function useMenuRoot(part: string): DeferredRoot {
  const root = use(MenuRoot);
  if (!root) throw new Error(`${part} must be inside a <DropdownMenu>.`);
  return root;
}

export function DropdownMenu({ children, ...props }: ComponentProps<typeof Parts.DropdownMenu>) {
  const root = useDeferredRoot(parts, props);
  const Real = parts.current;
  return (
    <MenuRoot value={root}>
      {root.ready && Real ? (
        <Real.DropdownMenu {...props} defaultOpen={root.openAtStart || props.defaultOpen}>
          {children}
        </Real.DropdownMenu>
      ) : (
        children
      )}
    </MenuRoot>
  );
}

export function DropdownMenuTrigger({ ref, ...props }: ComponentProps<typeof Parts.DropdownMenuTrigger>) {
  const root = useMenuRoot('DropdownMenuTrigger');
  const Real = parts.current;
  if (!root.ready || !Real) return <DormantTrigger root={root} ref={ref} {...props} />;
  return <Real.DropdownMenuTrigger ref={composeRefs(ref, focusIfPending(root))} {...props} />;
}

/** Nothing until the menu's code is here; then the menu surface in a portal. */
export function DropdownMenuContent({ ref, ...props }: ComponentProps<typeof Parts.DropdownMenuContent>) {
  const root = useMenuRoot('DropdownMenuContent');
  const Real = parts.current;
  if (!root.ready || !Real) return null;
  // A menu opened from the keyboard before its code arrived starts on its first item, as it would have.
  const firstItem = (node: HTMLElement | null) => {
    if (!node || !root.takeKeyboardOpen()) return;
    requestAnimationFrame(() =>
      node.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true }),
    );
  };
  return <Real.DropdownMenuContent ref={composeRefs(ref, firstItem)} {...props} />;
}

/** A part that only renders inside an open menu, where the menu's code is always loaded. */
type PartProps<Name extends keyof typeof Parts> =
  (typeof Parts)[Name] extends JSXElementConstructor<infer Props extends object> ? Props : never;

function part<Name extends keyof typeof Parts>(name: Name) {
  type Props = PartProps<Name>;
  function Part(props: Props) {
    const Real = parts.current?.[name] as ComponentType<Props> | undefined;
    if (!Real) throw new Error(`${name} must be inside a <DropdownMenuContent>.`);
    return <Real {...props} />;
  }
  Part.displayName = name;
  return Part;
}

export const DropdownMenuGroup = part('DropdownMenuGroup');
export const DropdownMenuPortal = part('DropdownMenuPortal');
export const DropdownMenuSub = part('DropdownMenuSub');
export const DropdownMenuRadioGroup = part('DropdownMenuRadioGroup');
export const DropdownMenuItem = part('DropdownMenuItem');
export const DropdownMenuCheckboxItem = part('DropdownMenuCheckboxItem');
export const DropdownMenuRadioItem = part('DropdownMenuRadioItem');
export const DropdownMenuLabel = part('DropdownMenuLabel');
export const DropdownMenuSeparator = part('DropdownMenuSeparator');
export const DropdownMenuSubTrigger = part('DropdownMenuSubTrigger');
export const DropdownMenuSubContent = part('DropdownMenuSubContent');

export function DropdownMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ms-auto text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  );
}
