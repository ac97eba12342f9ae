/** /ecommerce/products/overview?product=<uid>: one product in detail, with suggestions. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { ChosenProductCard } from '@/features/products/components/chosen-product-card';
import { ProductOverview } from '@/features/products/components/product-overview';
import { useChosenProduct } from '@/features/products/components/use-chosen-product';

const cells: PageCell[] = [
  {
    id: 'product',
    span: 'col-span-12',
    card: <ChosenProductCard layout="overview">{(product) => <ProductOverview product={product} />}</ChosenProductCard>,
  },
];

export default function ProductOverviewScreen() {
  const { t } = useTranslation('products');
  const { product } = useChosenProduct();
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
      <PageGrid cells={cells} />
    </div>
  );
}
