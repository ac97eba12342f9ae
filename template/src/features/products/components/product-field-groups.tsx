import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productCategories, productCurrencies } from '../types';
import { SelectField, TextAreaField, TextField } from './product-fields';
import type { InfoValues, PricingValues, SocialsValues } from '../form-schema';

// The groups serve both the one-card forms of the edit screen and the whole form of the add stepper.
type Form<T extends FieldValues> = UseFormReturn<T>;
const path = <T extends FieldValues>(name: string) => name as Path<T>;

/** Name, weight, collection, quantity, category and description. */
export function ProductInfoFields<T extends InfoValues>({ form }: { form: Form<T> }) {
  const { t } = useTranslation('products');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name={path<T>('name')} label={t('fields.name')} className="sm:col-span-2" />
      <TextField form={form} name={path<T>('weight')} label={t('fields.weight')} inputMode="decimal" />
      <TextField form={form} name={path<T>('collection')} label={t('fields.collection')} />
      <TextField form={form} name={path<T>('quantity')} label={t('fields.quantity')} inputMode="numeric" />
      <SelectField
        form={form}
        name={path<T>('category')}
        label={t('fields.category')}
        options={productCategories}
        optionLabel={(c) => t(`categories.${c}`)}
      />
      <TextAreaField
        form={form}
        name={path<T>('description')}
        label={t('fields.description')}
        className="sm:col-span-2"
      />
    </div>
  );
}

/** Shop and social accounts. */
export function ProductSocialsFields<T extends SocialsValues>({ form }: { form: Form<T> }) {
  const { t } = useTranslation('products');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name={path<T>('shopify')} label={t('fields.shopify')} />
      <TextField form={form} name={path<T>('facebook')} label={t('fields.facebook')} />
      <TextField form={form} name={path<T>('instagram')} label={t('fields.instagram')} />
    </div>
  );
}

/** Price, discount, currency, SKU and tags. */
export function ProductPricingFields<T extends PricingValues>({ form }: { form: Form<T> }) {
  const { t } = useTranslation('products');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name={path<T>('price')} label={t('fields.price')} inputMode="decimal" />
      <TextField form={form} name={path<T>('discount')} label={t('fields.discount')} inputMode="decimal" />
      <SelectField form={form} name={path<T>('currency')} label={t('fields.currency')} options={productCurrencies} />
      <TextField form={form} name={path<T>('sku')} label={t('fields.sku')} />
      <TextAreaField form={form} name={path<T>('tags')} label={t('fields.tags')} className="sm:col-span-2" />
    </div>
  );
}
