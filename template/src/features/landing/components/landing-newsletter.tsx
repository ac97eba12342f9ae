import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-client';
import { useRuleMessage, type RuleMessageKey } from '@/lib/form-rules';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { newsletterSchema, type NewsletterValues } from '../form-schema';

/** "Subscribe to our newsletter": email and consent, checked before anything is sent. */
export function LandingNewsletter() {
  const { t } = useTranslation('landing');
  const ruleMessage = useRuleMessage();
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '', consent: false },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? ruleMessage({ key: key as RuleMessageKey }) : undefined);
  const emailError = message(errors.email?.message);
  const consentError = errors.consent ? t('newsletter.consentRequired') : undefined;

  const submit = form.handleSubmit((values) =>
    subscribe.mutate(values.email, { onSuccess: () => form.reset({ email: '', consent: false }) }),
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="newsletter-title" className="flex flex-col gap-3">
      <h2 id="newsletter-title" className="text-base font-semibold text-foreground">
        {t('newsletter.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('newsletter.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor="newsletter-email" className="sr-only">
            {t('newsletter.email')}
          </label>
          <Input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'newsletter-email-error' : undefined}
            {...form.register('email')}
          />
          <FieldError id="newsletter-email-error" className="mt-1.5">
            {emailError}
          </FieldError>
        </div>
        <Button type="submit" className="h-10" loading={subscribe.isPending}>
          {!subscribe.isPending && <Send className="rtl:-scale-x-100" aria-hidden />}
          {t('newsletter.submit')}
        </Button>
      </div>
      <div>
        <label className="flex items-start gap-2 text-xs text-muted-foreground">
          <Checkbox
            {...form.register('consent')}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'newsletter-consent-error' : undefined}
            className="mt-px"
          />
          {t('newsletter.consent')}
        </label>
        <FieldError id="newsletter-consent-error" className="mt-1.5">
          {consentError}
        </FieldError>
      </div>
      <p role="status" className="text-sm font-medium text-success-text empty:hidden">
        {subscribe.isSuccess &&
          t(subscribe.data.subscribed ? 'newsletter.done' : 'newsletter.already', { email: subscribe.data.email })}
      </p>
      {subscribe.isError && (
        <p role="alert" className="text-sm font-medium text-error-text">
          {apiErrorMessage(subscribe.error) ?? t('newsletter.failed')}
        </p>
      )}
    </form>
  );
}
