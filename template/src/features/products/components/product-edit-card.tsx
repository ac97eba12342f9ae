import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, type ComponentType } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-client';
import { useUpdateProduct } from '../api/save-product';
import type { ProductInput } from '../types';

export interface ProductEditCardProps<T extends FieldValues> {
  uid: string;
  title: string;
  schema: z.ZodMiniType<T, T>;
  /** The stored product's values for this card (Reset returns to them). */
  values: T;
  toInput: (values: T) => Partial<ProductInput>;
  Fields: ComponentType<{ form: UseFormReturn<T> }>;
}

/** One form card of the edit screen: its own fields, Update (PUT the card's fields) and Reset. */
export function ProductEditCard<T extends FieldValues>({
  uid,
  title,
  schema,
  values,
  toInput,
  Fields,
}: ProductEditCardProps<T>) {
  const { t } = useTranslation('products');
  const titleId = useId();
  const update = useUpdateProduct(uid);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: values as never, mode: 'onTouched' });
  const { reset } = form;
  // A saved update (or another tab's) brings new stored values: they become the Reset target.
  useEffect(() => reset(values), [reset, values]);

  const submit = form.handleSubmit((data) =>
    update.mutate(toInput(data), {
      onSuccess: () => toast.success(t('edit.saved', { section: title })),
      onError: (error) => toast.error(apiErrorMessage(error) ?? t('edit.failed')),
    }),
  );

  return (
    <Card asChild>
      <form aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Fields form={form} />
        </CardContent>
        <CardFooter className="gap-3">
          <Button type="submit" loading={update.isPending}>
            {t('edit.update')}
          </Button>
          <Button type="button" variant="tonal" color="error" onClick={() => reset(values)}>
            {t('edit.reset')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
