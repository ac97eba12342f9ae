import { BookOpen, SearchX, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Picture } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import type { SearchAnswer, SearchArticle, SearchProduct } from '../types';

export interface HelpSearchResultsProps {
  items: SearchAnswer['items'];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** The current page of results as cards; the same grid holds the loading, empty and error states. */
export function HelpSearchResults({ items, loading = false, error, onRetry }: HelpSearchResultsProps) {
  const { t } = useTranslation('helpCenter');
  if (error)
    return <ErrorState className="min-h-80 rounded-card bg-card shadow-card" description={error} onRetry={onRetry} />;
  if (loading) {
    return (
      <ul aria-label={t('loading')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-80 rounded-card" />
          </li>
        ))}
      </ul>
    );
  }
  if (!items.length) {
    return (
      <EmptyState
        className="min-h-80 rounded-card bg-card shadow-card"
        icon={<SearchX />}
        title={t('empty.title')}
        description={t('empty.text')}
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          {/* The first card is the page's largest paint when it is a product (its picture). */}
          {item.kind === 'product' ? (
            <ProductCard product={item} priority={index === 0} />
          ) : (
            <ArticleCard article={item} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ProductCard({ product, priority }: { product: SearchProduct; priority: boolean }) {
  const { t } = useTranslation('helpCenter');
  const price = product.price * (1 - product.discount / 100);
  return (
    <Card className="w-full overflow-hidden">
      <div className="relative">
        {/* Decorative beside the product's name. The square shot is cropped to 3:2 a little above
            its middle, where every object stands; two cards a row from 600 px, three from 1920 px. */}
        <Picture
          src={product.image}
          alt=""
          width={480}
          height={320}
          priority={priority}
          sizes="(min-width: 1920px) calc((100vw - 20rem) / 3), (min-width: 1280px) calc((100vw - 20rem) / 2), (min-width: 600px) 50vw, 100vw"
          className="aspect-3/2 w-full bg-muted object-cover object-[50%_40%]"
        />
        {product.discount > 0 && (
          <Badge variant="solid" color="error" className="absolute start-4 top-4">
            {t('product.discount', { percent: product.discount })}
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5" dir="auto">
        <Badge size="sm" color="secondary">
          {t(`categories.${product.category}`)} · {t('product.kind')}
        </Badge>
        <h3 className="font-semibold">{product.name}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <p>
            <span className="text-lg font-semibold">{formatMoney(price)}</span>
            {product.discount > 0 && (
              <span className="ms-2 text-sm text-muted-foreground line-through">
                <span className="sr-only">{t('product.was')} </span>
                {formatMoney(product.price)}
              </span>
            )}
          </p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Star className="size-4 fill-warning text-warning" aria-hidden />
            <span className="sr-only">{t('product.rating', { rating: formatNumber(product.rating) })}</span>
            <span aria-hidden>{formatNumber(product.rating)}</span>
            <span>({t('product.reviews', { count: product.reviews, formatted: formatNumber(product.reviews) })})</span>
          </p>
        </div>
      </div>
    </Card>
  );
}

function ArticleCard({ article }: { article: SearchArticle }) {
  const { t } = useTranslation('helpCenter');
  return (
    <Card className="w-full gap-3 p-5">
      <div className="flex items-center gap-3">
        <span aria-hidden className="grid size-10 place-items-center rounded-lg bg-info/14 text-info-text">
          <BookOpen className="size-5" />
        </span>
        <Badge size="sm" color="info">
          {t(`categories.${article.category}`)} · {t('article.kind')}
        </Badge>
      </div>
      <h3 className="font-semibold" dir="auto">
        {article.title}
      </h3>
      <p className="text-sm text-muted-foreground" dir="auto">
        {article.excerpt}
      </p>
      <p className="mt-auto text-xs text-muted-foreground">
        {t('article.meta', { minutes: article.readMinutes, date: formatDate(article.updatedAt) })}
      </p>
    </Card>
  );
}
