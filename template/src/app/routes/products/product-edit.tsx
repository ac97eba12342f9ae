/** /ecommerce/products/edit?product=<uid>: three form cards (information, socials, pricing). */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { ChosenProductCard } from '@/features/products/components/chosen-product-card';
import { ProductEditor } from '@/features/products/components/product-editor';
import { useChosenProduct } from '@/features/products/components/use-chosen-product';

const cells: PageCell[] = [
  {
    id: 'product',
    span: 'col-span-12',
    card: <ChosenProductCard layout="editor">{(product) => <ProductEditor product={product} />}</ChosenProductCard>,
  },
];

export default function ProductEditScreen() {
  const { t } = useTranslation('products');
  const { product } = useChosenProduct();
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
      <PageGrid cells={cells} />
    </div>
  );
}
