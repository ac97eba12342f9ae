/** What the product forms check, per card / stepper step, with the shared form-rule messages. */
import { z } from 'zod/mini';
import { optionalText, requiredInteger, requiredNumber, requiredText } from '@/lib/zod-rules';
import { productCategories, productCurrencies, type Product, type ProductInput } from './types';

export const infoSchema = z.object({
  name: requiredText(120),
  weight: requiredNumber(),
  collection: requiredText(80),
  quantity: requiredInteger(),
  category: z.enum(productCategories, 'required'),
  description: optionalText(2000),
});
export const socialsSchema = z.object({
  shopify: requiredText(80),
  facebook: requiredText(80),
  instagram: requiredText(80),
});
export const pricingSchema = z.object({
  price: requiredNumber(),
  discount: requiredNumber(),
  currency: z.enum(productCurrencies, 'required'),
  sku: requiredText(40),
  tags: optionalText(300),
});
export const mediaSchema = z.object({ image: z.string() });

export type InfoValues = z.infer<typeof infoSchema>;
export type SocialsValues = z.infer<typeof socialsSchema>;
export type PricingValues = z.infer<typeof pricingSchema>;
export type MediaValues = z.infer<typeof mediaSchema>;

export const productFormSchema = z.object({
  ...infoSchema.shape,
  ...socialsSchema.shape,
  ...pricingSchema.shape,
  ...mediaSchema.shape,
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  weight: '',
  collection: '',
  quantity: '',
  category: 'Furniture',
  description: '',
  shopify: '',
  facebook: '',
  instagram: '',
  price: '',
  discount: '0',
  currency: 'USD',
  sku: '',
  tags: '',
  image: '',
};

/** A product as form text. */
export function toFormValues(p: Product): ProductFormValues {
  return {
    name: p.name,
    weight: String(p.weight),
    collection: p.collection,
    quantity: String(p.quantity),
    category: p.category,
    description: p.description,
    shopify: p.socials.shopify,
    facebook: p.socials.facebook,
    instagram: p.socials.instagram,
    price: String(p.price),
    discount: String(p.discount),
    currency: p.currency,
    sku: p.sku,
    tags: p.tags,
    image: p.image,
  };
}

export const infoInput = (v: InfoValues): Partial<ProductInput> => ({
  ...v,
  weight: Number(v.weight),
  quantity: Number(v.quantity),
});
export const socialsInput = (v: SocialsValues): Partial<ProductInput> => ({ socials: v });
export const pricingInput = (v: PricingValues): Partial<ProductInput> => ({
  ...v,
  price: Number(v.price),
  discount: Number(v.discount),
});

/** The whole form as the add endpoint's payload. */
export function toProductInput(v: ProductFormValues): ProductInput {
  const { shopify, facebook, instagram, name, weight, collection, quantity, category, description } = v;
  const { price, discount, currency, sku, tags, image } = v;
  return {
    ...infoInput({ name, weight, collection, quantity, category, description }),
    ...socialsInput({ shopify, facebook, instagram }),
    ...pricingInput({ price, discount, currency, sku, tags }),
    image,
  } as ProductInput;
}
