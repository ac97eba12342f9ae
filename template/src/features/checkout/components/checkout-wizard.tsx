import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ControlledField } from '@/components/ui/form';
import { Textarea } from '@/components/ui/input';
import { checkoutSchema, emptyCheckout, messageMax, stepFields, steps, type Checkout } from '../form-schema';
import { CheckoutBilling } from './checkout-billing';
import { CheckoutOrder } from './checkout-order';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutSteps } from './checkout-steps';

/**
 * The checkout in four steps on one react-hook-form form. "Next" validates only the current step's
 * fields and stays put (focus on the first error) until they pass; the last step places the order.
 */
export function CheckoutWizard() {
  const { t } = useTranslation('ui-forms');
  const schema = useMemo(
    () => checkoutSchema({ expired: t('checkout.errors.expired'), cardNumber: t('checkout.errors.cardNumber') }),
    [t],
  );
  const { control, trigger, handleSubmit, reset } = useForm<Checkout>({
    resolver: zodResolver(schema),
    defaultValues: emptyCheckout,
  });
  const [index, setIndex] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const [placed, setPlaced] = useState<{ name: string; email: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;

  const go = (next: number) => {
    setIndex(next);
    setBlocked(false);
    // The step's title takes focus so screen readers hear where they are.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const next = async () => {
    const valid = await trigger(stepFields[step], { shouldFocus: true });
    setBlocked(!valid);
    if (valid) go(index + 1);
  };
  const place = handleSubmit(
    (values) => setPlaced({ name: values.firstName, email: values.email }),
    () => setBlocked(true),
  );

  if (placed) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <CircleCheck aria-hidden className="size-12 text-success" />
          <h2 className="text-xl font-semibold">{t('checkout.successTitle')}</h2>
          <p role="status" className="text-muted-foreground">
            {t('checkout.successText', placed)}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              reset(emptyCheckout);
              setPlaced(null);
              setIndex(0);
            }}
          >
            {t('checkout.again')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="gap-6">
        <CheckoutSteps current={step} />
        <CardTitle ref={heading} tabIndex={-1} className="outline-none">
          {t(`checkout.steps.${step}`)}
        </CardTitle>
      </CardHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void place(event);
          else void next();
        }}
      >
        <CardContent className="flex flex-col gap-5">
          {blocked && (
            <p role="alert" className="rounded-lg bg-error/10 px-4 py-3 text-sm font-medium text-error-text">
              {t('checkout.stepErrors')}
            </p>
          )}
          {step === 'billing' && <CheckoutBilling control={control} />}
          {step === 'payment' && <CheckoutPayment control={control} />}
          {step === 'order' && <CheckoutOrder />}
          {step === 'message' && (
            <ControlledField
              control={control}
              name="message"
              label={t('checkout.fields.message')}
              maxLength={messageMax}
            >
              {(field, aria) => (
                <Textarea {...field} {...aria} rows={4} placeholder={t('checkout.placeholders.message')} />
              )}
            </ControlledField>
          )}
        </CardContent>
        <CardFooter className="justify-between gap-3">
          <Button
            type="button"
            variant="outline"
            color="secondary"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            {t('checkout.back')}
          </Button>
          <Button type="submit">{last ? t('checkout.submit') : t('checkout.next')}</Button>
        </CardFooter>
      </form>
    </Card>
  );
}
