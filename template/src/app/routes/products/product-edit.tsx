/** /ecommerce/products/edit?product=<uid>: three form cards (information, socials, pricing). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { ProductEditor } from '@/features/products/components/product-editor';
import { useChosenProduct } from '@/features/products/components/use-chosen-product';

export default function ProductEditScreen() {
  const { t } = useTranslation('products');
  const { product, query } = useChosenProduct();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('edit.title')}
        subtitle={product?.name ?? t('edit.subtitle')}
        breadcrumbs={[
          { label: t('crumbs.products'), to: pathTo('ecommerce-products-list') },
          { label: t('edit.title') },
        ]}
      />
      {product ? (
        <ProductEditor product={product} />
      ) : query.isPending ? (
        <Skeleton className="h-[40rem] w-full rounded-card" />
      ) : query.isError ? (
        <ErrorState
          title={t('edit.notFound')}
          description={apiErrorMessage(query.error) ?? query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EmptyState title={t('list.empty')} />
      )}
    </div>
  );
}
