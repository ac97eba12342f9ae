/** /ecommerce/products/overview?product=<uid>: one product in detail, with suggestions. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useProducts } from '@/features/products/api/get-products';
import { ProductOverview } from '@/features/products/components/product-overview';
import { useChosenProduct } from '@/features/products/components/use-chosen-product';

export default function ProductOverviewScreen() {
  const { t } = useTranslation('products');
  const { product, query } = useChosenProduct();
  const all = useProducts();
  const suggestions = (all.data ?? []).filter((p) => p.uid !== product?.uid && p.category === product?.category);
  const others = (all.data ?? []).filter((p) => p.uid !== product?.uid && p.category !== product?.category);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('overview.title')}
        subtitle={product?.name}
        breadcrumbs={[
          { label: t('crumbs.products'), to: pathTo('ecommerce-products-list') },
          { label: t('overview.title') },
        ]}
      />
      {product ? (
        <ProductOverview product={product} suggestions={[...suggestions, ...others]} />
      ) : query.isError ? (
        <ErrorState
          title={t('edit.notFound')}
          description={apiErrorMessage(query.error) ?? query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton className="h-[36rem] w-full rounded-card" />
      )}
    </div>
  );
}
