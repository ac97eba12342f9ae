import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { Product } from '../types';
import { ProductInfoFields, ProductPricingFields, ProductSocialsFields } from './product-field-groups';
import { ProductEditCard } from './product-edit-card';
import {
  infoInput,
  infoSchema,
  pricingInput,
  pricingSchema,
  socialsInput,
  socialsSchema,
  toFormValues,
} from '../form-schema';
import { ProductThumb } from './product-thumb';

/** The edit screen's body: a summary of the product beside its three form cards. */
export function ProductEditor({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const values = useMemo(() => {
    const v = toFormValues(product);
    return {
      info: {
        name: v.name,
        weight: v.weight,
        collection: v.collection,
        quantity: v.quantity,
        category: v.category,
        description: v.description,
      },
      socials: { shopify: v.shopify, facebook: v.facebook, instagram: v.instagram },
      pricing: { price: v.price, discount: v.discount, currency: v.currency, sku: v.sku, tags: v.tags },
    };
  }, [product]);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Card className="lg:sticky lg:top-24">
        <CardContent className="flex flex-col gap-3 p-6">
          <ProductThumb image={product.image} category={product.category} alt={product.name} size="lg" />
          <h2 className="text-lg font-semibold">{product.name}</h2>
          <p className="text-sm text-muted-foreground">
            {t(`categories.${product.category}`)} · {formatMoney(product.price)}
          </p>
          <p className="text-sm">{product.description}</p>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6">
        <ProductEditCard
          uid={product.uid}
          title={t('edit.info')}
          schema={infoSchema}
          values={values.info}
          toInput={infoInput}
          Fields={ProductInfoFields}
        />
        <ProductEditCard
          uid={product.uid}
          title={t('edit.socials')}
          schema={socialsSchema}
          values={values.socials}
          toInput={socialsInput}
          Fields={ProductSocialsFields}
        />
        <ProductEditCard
          uid={product.uid}
          title={t('edit.pricing')}
          schema={pricingSchema}
          values={values.pricing}
          toInput={pricingInput}
          Fields={ProductPricingFields}
        />
      </div>
    </div>
  );
}
