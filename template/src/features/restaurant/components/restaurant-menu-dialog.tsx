import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { ImageField } from '@/components/ui/image-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-client';
import { msg, useFormMessage } from '@/lib/form-messages';
import { formatNumber } from '@/lib/format';
import { useSaveMenuItem } from '../api/save-menu-item';
import { menuTaxRate, menuTypes, type MenuItem, type MenuItemInput } from '../types';

const priceKey = 'restaurant:form.errors.price';

/** The form works on text (what the inputs hold) and turns the price into a number once valid. */
export const menuFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(60, msg.max(60))),
  desc: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(200, msg.max(200))),
  type: z.union([z.enum(menuTypes), z.literal('')]).check(z.refine((v) => v !== '', msg.required)),
  price: z.string().check(
    z.trim(),
    z.minLength(1, msg.required),
    z.regex(/^\d{1,4}(\.\d{1,2})?$/, priceKey),
    z.refine((v) => Number(v) > 0 && Number(v) <= 1000, priceKey),
  ),
  // The picture field checks type and size itself when a file is chosen.
  img: z.string(),
});
type MenuFormValues = z.input<typeof menuFormSchema>;

const emptyValues: MenuFormValues = { name: '', desc: '', type: '', price: '', img: '' };
const valuesOf = (item: MenuItem | null): MenuFormValues =>
  item ? { name: item.name, desc: item.desc, type: item.type, price: String(item.price), img: item.img } : emptyValues;

export interface RestaurantMenuDialogProps {
  open: boolean;
  /** The item being edited; null adds a new one. */
  item: MenuItem | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (item: MenuItem) => void;
}

/** "Add menu item" / "Edit menu item": validated on submit; nothing is sent while a field is wrong. */
export function RestaurantMenuDialog({ open, item, onOpenChange, onSaved }: RestaurantMenuDialogProps) {
  const { t } = useTranslation('restaurant');
  const text = useFormMessage();
  const save = useSaveMenuItem();
  const form = useForm<MenuFormValues>({ resolver: zodResolver(menuFormSchema), defaultValues: valuesOf(item) });
  const { errors } = form.formState;
  const img = useWatch({ control: form.control, name: 'img' });

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(item));
      save.reset();
    }
    // Reset only when the dialog opens for an item, not on every render of the mutation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, item]);

  const submit = form.handleSubmit((values) => {
    const input: MenuItemInput = {
      name: values.name.trim(),
      desc: values.desc.trim(),
      type: values.type as MenuItemInput['type'],
      price: Number(values.price),
      img: values.img,
    };
    save.mutate({ ...input, id: item?.id }, { onSuccess: onSaved });
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{item ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="contents">
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            {save.isError && (
              <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text sm:col-span-2">
                {apiErrorMessage(save.error) ?? t('form.failed')}
              </p>
            )}
            <div className="sm:col-span-2">
              <ImageField
                label={t('form.picture')}
                value={img}
                onChange={(img) => form.setValue('img', img, { shouldDirty: true })}
              />
            </div>
            <FormField label={t('form.name')} error={text(errors.name?.message)} className="sm:col-span-2">
              {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
            </FormField>
            <FormField label={t('form.desc')} error={text(errors.desc?.message)} className="sm:col-span-2">
              {(control) => <Textarea {...control} {...form.register('desc')} rows={3} />}
            </FormField>
            <FormField label={t('form.type')} error={text(errors.type?.message)}>
              {(control) => (
                <NativeSelect {...control} {...form.register('type')}>
                  <option value="">{t('form.choose')}</option>
                  {menuTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t('form.price')} error={text(errors.price?.message)} description={t('form.priceHint')}>
              {(control) => <Input {...control} {...form.register('price')} inputMode="decimal" />}
            </FormField>
            <FormField label={t('form.tax')} description={t('form.taxHint')} className="sm:col-span-2">
              {(control) => <Input {...control} value={formatNumber(menuTaxRate)} readOnly />}
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
