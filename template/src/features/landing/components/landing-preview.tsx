import { useTranslation } from 'react-i18next';
import { ProductPreview } from '@/components/ui/product-preview';
import { cn } from '@/lib/cn';

/**
 * The hero's picture of the product: the dashboard, drawn for both themes (scripts/images/previews.mjs)
 * and framed like a window. It is the page's largest paint, so it loads at once, at the width the
 * column needs: 64rem at most, less the frame; the full phone width less the page's padding.
 */
export function LandingPreview({ className }: { className?: string }) {
  const { t } = useTranslation('landing');
  return (
    <div className={cn('rounded-2xl border border-border/70 bg-card/70 p-2 shadow-float backdrop-blur', className)}>
      <div className="overflow-hidden rounded-xl border border-border/60 bg-background">
        <ProductPreview
          name="dashboard"
          alt={t('preview.alt')}
          sizes="(min-width: 640px) min(100vw - 5rem, 63rem), calc(100vw - 3rem)"
          priority
        />
      </div>
    </div>
  );
}
