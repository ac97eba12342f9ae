import { cn } from '@/lib/cn';

/** A tiny trend line in plain SVG (no chart library for a dozen points). */
export function CryptoSparkline({ values, rising }: { values: number[]; rising: boolean }) {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values.map((v, i) => `${(i / Math.max(1, values.length - 1)) * 100},${36 - ((v - min) / span) * 32}`);
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      aria-hidden
      className={cn('h-10 w-24', rising ? 'text-success' : 'text-error')}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
