/** /ecommerce/products/add: a new product in four checked steps. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { ProductAddForm } from '@/features/products/components/product-add-form';

const cells: PageCell[] = [{ id: 'product', span: 'col-span-12', card: <ProductAddForm /> }];

export default function ProductAddScreen() {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('add.title')}
        subtitle={t('add.subtitle')}
        breadcrumbs={[
          { label: t('crumbs.products'), to: pathTo('ecommerce-products-list') },
          { label: t('add.title') },
        ]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
