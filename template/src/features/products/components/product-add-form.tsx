import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { ImageField } from '@/components/ui/image-field';
import { pathTo } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useAddProduct } from '../api/save-product';
import { ProductInfoFields, ProductPricingFields, ProductSocialsFields } from './product-field-groups';
import { emptyProductForm, productFormSchema, toProductInput, type ProductFormValues } from '../form-schema';
import { ProductStepper } from './product-stepper';

const stepFields: Path<ProductFormValues>[][] = [
  ['name', 'weight', 'collection', 'quantity', 'category', 'description'],
  ['image'],
  ['shopify', 'facebook', 'instagram'],
  ['price', 'discount', 'currency', 'sku', 'tags'],
];
const stepKeys = ['info', 'media', 'social', 'pricing'] as const;

/** Add a product in four checked steps; nothing is sent before the last step passes. */
export function ProductAddForm() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const add = useAddProduct();
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState<Set<number>>(new Set());
  const panel = useRef<HTMLDivElement>(null);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: emptyProductForm,
    mode: 'onTouched',
  });
  const image = useWatch({ control: form.control, name: 'image' });
  const steps = stepKeys.map((key) => ({ title: t(`add.steps.${key}`), description: t(`add.steps.${key}Hint`) }));

  const mark = (index: number, ok: boolean) =>
    setFailed((prev) => {
      const next = new Set(prev);
      if (ok) next.delete(index);
      else next.add(index);
      return next;
    });

  const go = (index: number) => {
    setStep(index);
    // The new step's first field takes focus, so keyboard users continue where they look.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('input, select, textarea')?.focus());
  };

  const next = async () => {
    const ok = await form.trigger(stepFields[step], { shouldFocus: true });
    mark(step, ok);
    if (ok) go(step + 1);
  };

  const submit = (event: FormEvent) =>
    form.handleSubmit(
      (values) =>
        add.mutate(toProductInput(values), {
          onSuccess: () => {
            toast.success(t('add.done'));
            void navigate(pathTo('ecommerce-products-list'));
          },
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('add.failed')),
        }),
      (errors) => {
        const bad = stepFields.findIndex((fields) => fields.some((f) => errors[f]));
        if (bad >= 0) {
          mark(bad, false);
          go(bad);
        }
      },
    )(event);

  return (
    <Card asChild>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('add.title')}>
        <CardContent className="flex flex-col gap-6 p-6">
          <ProductStepper steps={steps} current={step} failed={failed} label={t('add.stepsLabel')} />
          <div ref={panel} role="group" aria-label={steps[step]!.title}>
            <h2 className="mb-4 text-lg font-semibold">{steps[step]!.title}</h2>
            {step === 0 && <ProductInfoFields form={form} />}
            {step === 1 && (
              <ImageField
                label={t('fields.image')}
                value={image}
                onChange={(image) => form.setValue('image', image, { shouldDirty: true })}
              />
            )}
            {step === 2 && <ProductSocialsFields form={form} />}
            {step === 3 && <ProductPricingFields form={form} />}
          </div>
        </CardContent>
        <CardFooter className="justify-between gap-3">
          <Button type="button" variant="tonal" color="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
            {t('add.previous')}
          </Button>
          {step < steps.length - 1 ? (
            <Button type="button" onClick={() => void next()}>
              {t('add.next')}
            </Button>
          ) : (
            <Button type="submit" color="success" loading={add.isPending}>
              {t('add.submit')}
            </Button>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
