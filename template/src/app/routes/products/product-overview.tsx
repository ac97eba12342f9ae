/** /ecommerce/products/overview?product=<uid>: one product in detail, with suggestions. */
import { useTranslation } from 'react-i18next';
import { ProductOverview } from '@/features/products/components/product-overview';
import { ProductScreen } from '@/features/products/components/product-screen';
import { preloadChosenProduct } from '@/features/products/components/use-chosen-product';
import type { ScreenPreload } from '@/app/router';

export const preload: ScreenPreload = preloadChosenProduct;

export default function ProductOverviewScreen() {
  const { t } = useTranslation('products');
  return (
    <ProductScreen title={t('overview.title')} layout="overview">
      {(product) => <ProductOverview product={product} />}
    </ProductScreen>
  );
}
