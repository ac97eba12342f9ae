import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';

const bars = [38, 62, 46, 80, 56, 92, 70, 84, 60, 96, 74, 88];

/**
 * A miniature of the dashboard drawn with plain elements and the theme tokens: it follows the
 * colour preset, mode and direction, and costs a few hundred bytes instead of a screenshot.
 */
export function LandingPreview({ className }: { className?: string }) {
  const { t } = useTranslation('landing');
  const tiles = ['revenue', 'orders', 'customers'] as const;
  const figures = [formatMoney(48_200, 'USD', { notation: 'compact' }), formatNumber(1284), formatNumber(9420)];
  return (
    <figure className={cn('rounded-2xl border border-border/70 bg-card/70 p-2 shadow-float backdrop-blur', className)}>
      <div aria-hidden className="flex overflow-hidden rounded-xl border border-border/60 bg-background">
        <div className="hidden w-44 shrink-0 flex-col gap-2 border-e border-border/60 bg-card p-4 sm:flex">
          <div className="mb-3 flex items-center gap-2">
            <span className="size-5 rounded-md bg-primary" />
            <span className="h-2.5 w-16 rounded-full bg-foreground/70" />
          </div>
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <span
              key={row}
              className={cn('h-7 rounded-md', row === 1 ? 'bg-primary' : 'bg-muted')}
              style={{ width: `${70 + ((row * 13) % 30)}%` }}
            />
          ))}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 sm:p-6">
          <div className="grid grid-cols-3 gap-3">
            {tiles.map((tile, index) => (
              <div key={tile} className="rounded-lg bg-card p-3 shadow-card">
                <p className="truncate text-[0.6875rem] text-muted-foreground">{t(`preview.${tile}`)}</p>
                <p className="mt-1 text-sm font-semibold sm:text-lg">{figures[index]}</p>
                <span className="mt-2 block h-1.5 rounded-full bg-primary/20">
                  <span className="block h-full rounded-full bg-primary" style={{ width: `${[72, 54, 86][index]}%` }} />
                </span>
              </div>
            ))}
          </div>
          <div className="flex h-40 items-end gap-1.5 rounded-lg bg-card p-4 shadow-card sm:h-56 sm:gap-3">
            {bars.map((height, index) => (
              <span
                key={index}
                className={cn('flex-1 rounded-t-md', index % 3 === 2 ? 'bg-primary' : 'bg-primary/35')}
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
      </div>
      <figcaption className="sr-only">{t('preview.caption')}</figcaption>
    </figure>
  );
}
