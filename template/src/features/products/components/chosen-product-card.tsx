import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-client';
import type { Product } from '../types';
import { useChosenProduct } from './use-chosen-product';

/** The loaded layout's height per screen, so the page does not move when the product arrives. */
const skeletonHeight = { editor: 'h-[40rem]', overview: 'h-[36rem]' } as const;

export interface ChosenProductCardProps {
  /** Which screen's layout the skeleton stands in for. */
  layout: keyof typeof skeletonHeight;
  /** The screen's body once the product is known. */
  children: (product: Product) => ReactNode;
}

/**
 * The body of a screen about the chosen product (see `useChosenProduct`): the product, a skeleton
 * while it loads, the failure with Retry, or a note when the catalogue is empty.
 */
export function ChosenProductCard({ layout, children }: ChosenProductCardProps) {
  const { t } = useTranslation('products');
  const { product, query } = useChosenProduct();
  if (product) return children(product);
  if (query.isPending) return <Skeleton className={`${skeletonHeight[layout]} w-full rounded-card`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('edit.notFound')}
        description={apiErrorMessage(query.error) ?? query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <EmptyState title={t('list.empty')} />;
}
