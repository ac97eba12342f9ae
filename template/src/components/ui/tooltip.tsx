/**
 * Tooltips: a short label for an element, shown after a pointer rests on it or at once when it gets
 * keyboard focus; hidden when the pointer or focus leaves, on a press, or on Escape. The label can
 * be hovered (WCAG 1.4.13) and is tied to its element with aria-describedby. Plain React, no
 * positioning library: every page has tooltips in its header, so they cost nothing to load.
 *
 *   <Tooltip content="Customizer" side="bottom"><Button size="icon" aria-label="Customizer">…</Button></Tooltip>
 */
import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { placeTooltip, type TooltipSide } from './tooltip-position';

export type { TooltipSide } from './tooltip-position';

export interface TooltipSettings {
  /** Wait before a hovered element shows its tooltip, in ms. @default 250 */
  delayDuration?: number;
  /** Moving to another element within this many ms of a tooltip closing shows its tooltip at once. @default 300 */
  skipDelayDuration?: number;
}

const Settings = createContext<Required<TooltipSettings>>({ delayDuration: 250, skipDelayDuration: 300 });

/** Sets the delays for the tooltips inside (app/layouts mounts one). */
export function TooltipProvider({
  delayDuration = 250,
  skipDelayDuration = 300,
  children,
}: TooltipSettings & { children: ReactNode }) {
  return <Settings value={{ delayDuration, skipDelayDuration }}>{children}</Settings>;
}

// When the last tooltip closed: moving along a row of buttons shows each label without waiting.
let lastClosedAt = 0;

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** The element it describes: one element that takes a ref and handlers (a button, a link...). */
  children: ReactNode;
  /** Preferred side; it moves to the opposite side when there is no room. @default 'top' */
  side?: TooltipSide;
  /** Distance from the element in px. @default 6 */
  sideOffset?: number;
  /** Controlled visibility, with `onOpenChange`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Overrides the provider's delay for this tooltip. */
  delayDuration?: number;
  className?: string;
}

export function Tooltip({
  content,
  children,
  side = 'top',
  sideOffset = 6,
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  delayDuration,
  className,
}: TooltipProps) {
  const settings = use(Settings);
  const id = useId();
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that comes with a press is not a reason to show the label.
  const pressing = useRef(false);
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const [instant, setInstant] = useState(false);
  const open = controlled ?? uncontrolled;

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (!next) lastClosedAt = Date.now();
      if (controlled === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const show = (wait: number) => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < settings.skipDelayDuration;
    if (wait <= 0 || skip) {
      setInstant(true);
      setOpen(true);
      return;
    }
    setInstant(false);
    timer.current = setTimeout(() => setOpen(true), wait);
  };
  // A short grace period lets the pointer travel from the element onto the tooltip.
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), 100);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <>
      <Slot
        ref={trigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') show(delayDuration ?? settings.delayDuration);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') hideSoon();
        }}
        onPointerDown={() => {
          pressing.current = true;
          setOpen(false);
        }}
        onPointerUp={() => {
          pressing.current = false;
        }}
        onFocus={(event) => {
          // Keyboard focus shows the label at once; focus from a click does not.
          if (!pressing.current && focusVisible(event.currentTarget)) show(0);
        }}
        onBlur={() => {
          pressing.current = false;
          setOpen(false);
        }}
      >
        {children}
      </Slot>
      {open &&
        createPortal(
          <TooltipBubble
            id={id}
            anchor={trigger}
            side={side}
            sideOffset={sideOffset}
            state={instant ? 'instant-open' : 'delayed-open'}
            className={className}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={hideSoon}
          >
            {content}
          </TooltipBubble>,
          document.body,
        )}
    </>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

interface TooltipBubbleProps {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  side: TooltipSide;
  sideOffset: number;
  state: 'instant-open' | 'delayed-open';
  className?: string;
  children: ReactNode;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

function TooltipBubble({ id, anchor, side, sideOffset, state, className, children, ...handlers }: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ side: TooltipSide; style: CSSProperties }>({
    side,
    style: { visibility: 'hidden' },
  });
  useLayoutEffect(() => {
    const position = () => {
      const target = anchor.current;
      const self = bubble.current;
      if (!target || !self) return;
      const spot = placeTooltip(
        target.getBoundingClientRect(),
        { width: self.offsetWidth, height: self.offsetHeight },
        side,
        sideOffset,
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      setPlace({ side: spot.side, style: { left: spot.left, top: spot.top } });
    };
    position();
    window.addEventListener('scroll', position, { capture: true, passive: true });
    window.addEventListener('resize', position, { passive: true });
    return () => {
      window.removeEventListener('scroll', position, { capture: true });
      window.removeEventListener('resize', position);
    };
  }, [anchor, side, sideOffset]);
  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      data-side={place.side}
      data-state={state}
      style={place.style}
      className={cn(
        'fixed z-toast max-w-64 rounded-md bg-foreground px-2.5 py-1 text-xs font-medium text-background shadow-float',
        'data-[state=delayed-open]:animate-pop-in data-[state=instant-open]:animate-fade-in',
        className,
      )}
      {...handlers}
    >
      {children}
    </div>
  );
}
