/** /ecommerce/products/edit?product=<uid>: three form cards (information, socials, pricing). */
import { useTranslation } from 'react-i18next';
import { ProductEditor } from '@/features/products/components/product-editor';
import { ProductScreen } from '@/features/products/components/product-screen';
import { preloadChosenProduct } from '@/features/products/components/use-chosen-product';
import type { ScreenPreload } from '@/app/router';

export const preload: ScreenPreload = preloadChosenProduct;

export default function ProductEditScreen() {
  const { t } = useTranslation('products');
  return (
    <ProductScreen title={t('edit.title')} subtitle={t('edit.subtitle')} layout="editor">
      {(product) => <ProductEditor product={product} />}
    </ProductScreen>
  );
}
