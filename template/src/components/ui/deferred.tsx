/**
 * Menus load their library (Radix, Floating UI: about 25 KB) when a visitor first reaches for one,
 * not with the page: the header's menus and a table's row menus start as their trigger alone.
 * Pointing at or focusing a trigger fetches the code; a press on it before the code has arrived
 * opens the menu once it has (menus open on pointer-down, so a press is never lost). The swap
 * remounts the trigger, so a focused trigger gets its focus back.
 */
import { Slot } from '@radix-ui/react-slot';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { DeferredModule } from '@/lib/deferred-module';

/** What a dormant trigger saw: 'preload' (a pointer over it, focus) or 'open' (a press). */
export type Want = 'preload' | 'open';

/** True once `module` is loaded for this instance; instances mounted after that start ready. */
function useDeferredModule<T>(module: DeferredModule<T>): [ready: boolean, load: () => void] {
  // The pre-rendered page hydrates with every overlay dormant, as the server rendered it.
  const [ready, setReady] = useState(() => module.current !== undefined);
  const load = useCallback(() => {
    module.load().then(
      () => setReady(true),
      () => undefined,
    );
  }, [module]);
  return [ready, load];
}

export interface DeferredRoot {
  /** The overlay's code is here: render the real component. */
  ready: boolean;
  /** For the dormant trigger. */
  want: (want: Want, byKeyboard: boolean) => void;
  /** Open the real component at once (it was asked for while loading). */
  openAtStart: boolean;
  /** The dormant trigger got or lost the focus. */
  noteFocus: (focused: boolean) => void;
  /** True once if the dormant trigger had the focus: the real one takes it back when it mounts. */
  takeFocus: () => boolean;
  /** True once if it was opened from the keyboard: the real menu then starts on its first item. */
  takeKeyboardOpen: () => boolean;
}

/**
 * The state behind a deferred overlay's root. A controlled overlay (`open` and `onOpenChange`
 * from its owner) is told to open through `onOpenChange`, and loads as soon as its owner opens it.
 */
export function useDeferredRoot<T>(
  module: DeferredModule<T>,
  { open, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void },
): DeferredRoot {
  const [ready, load] = useDeferredModule(module);
  const [openAtStart, setOpenAtStart] = useState(false);
  const hadFocus = useRef(false);
  const openedByKeyboard = useRef(false);
  useEffect(() => {
    if (open && !ready) load();
  }, [open, ready, load]);
  const want = useCallback(
    (want: Want, byKeyboard: boolean) => {
      if (want === 'open') {
        openedByKeyboard.current = byKeyboard;
        if (open === undefined) setOpenAtStart(true);
        else onOpenChange?.(true);
      }
      load();
    },
    [open, onOpenChange, load],
  );
  const noteFocus = useCallback((focused: boolean) => {
    hadFocus.current = focused;
  }, []);
  const takeFocus = useCallback(() => {
    const had = hadFocus.current;
    hadFocus.current = false;
    return had;
  }, []);
  const takeKeyboardOpen = useCallback(() => {
    const was = openedByKeyboard.current;
    openedByKeyboard.current = false;
    return was;
  }, []);
  return { ready, want, openAtStart, noteFocus, takeFocus, takeKeyboardOpen };
}

/** A ref for the real trigger: takes the focus back if the dormant one had it. */
export function focusIfPending(root: DeferredRoot) {
  return (node: HTMLElement | null) => {
    if (node && root.takeFocus()) node.focus({ preventScroll: true });
  };
}

export interface DormantTriggerProps extends ComponentProps<'button'> {
  asChild?: boolean;
  root: DeferredRoot;
}

const menuKeys = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The trigger as the real component renders it while closed (same element, same ARIA state),
 * listening for the first sign of use. Callers' own handlers still run.
 */
export function DormantTrigger({ asChild, root, ...props }: DormantTriggerProps) {
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerEnter?.(event);
        root.want('preload', false);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        props.onFocus?.(event);
        root.noteFocus(true);
        root.want('preload', true);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        props.onBlur?.(event);
        root.noteFocus(false);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        props.onPointerDown?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // As the real trigger does: the menu, not the trigger, takes the focus.
        event.preventDefault();
        root.want('open', false);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        props.onKeyDown?.(event);
        if (event.defaultPrevented || !menuKeys.has(event.key)) return;
        event.preventDefault();
        root.want('open', true);
      }}
    />
  );
}
