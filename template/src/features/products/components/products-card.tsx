import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteProducts } from '../api/delete-product';
import { useProducts } from '../api/get-products';
import type { Product } from '../types';
import { ProductDeleteDialog } from './product-delete-dialog';
import { ProductsTable } from './products-table';

/** The product list wired to the API: GET /products, and GET /product/delete after confirmation. */
export function ProductsCard() {
  const { t } = useTranslation('products');
  const query = useProducts();
  const remove = useDeleteProducts();
  const [pending, setPending] = useState<Product[]>([]);

  const confirm = () => {
    remove.mutate(pending, {
      onSuccess: () => {
        toast.success(t('delete.done', { count: pending.length }));
        setPending([]);
      },
      onError: (error) => toast.error(apiErrorMessage(error) ?? t('delete.failed')),
    });
  };

  return (
    <>
      <ProductsTable
        products={query.data ?? []}
        loading={query.isPending}
        error={query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onDelete={setPending}
        deleting={remove.isPending}
      />
      <ProductDeleteDialog
        products={pending}
        deleting={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending([])}
      />
    </>
  );
}
