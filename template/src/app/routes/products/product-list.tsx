/** /ecommerce/products/list: the catalogue (search, filter, sort, select, delete) and a way to add. */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { ProductsCard } from '@/features/products/components/products-card';

const cells: PageCell[] = [{ id: 'products', span: 'col-span-12', card: <ProductsCard /> }];

export default function ProductListScreen() {
  const { t } = useTranslation('products');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        breadcrumbs={[
          { label: t('crumbs.products'), to: pathTo('ecommerce-products-list') },
          { label: t('list.title') },
        ]}
        actions={
          <Button asChild>
            <Link to={pathTo('ecommerce-products-add')}>
              <Plus aria-hidden />
              {t('list.add')}
            </Link>
          </Button>
        }
      />
      <PageGrid cells={cells} />
    </div>
  );
}
