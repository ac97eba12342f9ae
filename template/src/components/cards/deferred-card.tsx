import { Suspense, type ReactNode } from 'react';
import { useAfterPaint } from '@/hooks/use-after-paint';

export interface DeferredCardProps {
  /** The card, usually a `lazy()` component whose code is heavy (tables, editors, maps). */
  children: ReactNode;
  /**
   * Shown until the screen has painted and the card's code has arrived: the card's own loading
   * state, drawn by a light component at the loaded card's size.
   */
  fallback: ReactNode;
}

/**
 * Mounts a lazily loaded card once the screen has painted. Its code then downloads while the
 * screen's data is on its way, so it never delays the first paint, and the fallback holds the
 * card's place so nothing moves when it arrives.
 */
export function DeferredCard({ children, fallback }: DeferredCardProps) {
  const painted = useAfterPaint();
  if (!painted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
