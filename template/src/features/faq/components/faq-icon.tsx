import { CreditCard, PackageSearch, RotateCcw, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FaqCategory } from '../types';

const icons: Record<FaqCategory['icon'], LucideIcon> = {
  payment: CreditCard,
  delivery: Truck,
  returns: RotateCcw,
  orders: PackageSearch,
  account: ShieldCheck,
};

/** The glyph of a category, in a tinted tile. */
export function FaqIcon({ icon, className }: { icon: FaqCategory['icon']; className?: string }) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-[calc(var(--radius)*0.8)] bg-primary/12 text-primary-text',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
