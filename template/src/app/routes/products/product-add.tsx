/** /ecommerce/products/add: a new product in four checked steps. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { ProductAddForm } from '@/features/products/components/product-add-form';

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
      <ProductAddForm />
    </div>
  );
}
