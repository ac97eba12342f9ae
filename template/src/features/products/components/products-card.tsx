import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { useDeleteProducts } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import type { Product } from '../types';
import { ProductsTable } from './products-table';

/** The product list wired to the API: GET /products, and GET /product/delete after confirmation. */
export function ProductsCard() {
  const { t } = useTranslation('products');
  const query = useProducts();
  const remove = useDeleteProducts();
  const confirmDelete = useConfirmDelete<Product>({
    title: (rows) =>
      rows.length === 1 ? t('delete.titleOne', { name: rows[0]?.name }) : t('delete.titleMany', { count: rows.length }),
    description: (rows) => t('delete.description', { count: rows.length }),
    rowName: (product) => product.name,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows);
      toast.success(t('delete.done', { count: rows.length }));
    },
  });

  return (
    <>
      <ProductsTable products={query.data ?? []} {...listLoadState(query)} onDelete={confirmDelete.ask} />
      {confirmDelete.dialog}
    </>
  );
}
