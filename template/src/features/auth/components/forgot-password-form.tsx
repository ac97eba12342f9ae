import { ChevronLeft } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { email as emailRule, firstError, required, useRuleMessage } from '@/lib/form-rules';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormAlert } from './form-alert';
import { realAuthLinks, type AuthFormLinks } from './auth-links';
import { useAuthErrors } from './use-auth-errors';

/** Asks for a reset link; the confirmation never reveals whether the address has an account. */
export function ForgotPasswordForm({ links = realAuthLinks }: { links?: AuthFormLinks }) {
  const { t } = useTranslation('auth');
  const ruleMessage = useRuleMessage();
  const toErrors = useAuthErrors();
  const reset = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<ReturnType<typeof toErrors>>({ fields: {} });
  const ref = useRef<HTMLInputElement>(null);

  const rule = checked ? firstError(email, [required, emailRule]) : null;
  const error = rule ? ruleMessage(rule) : server.fields.email || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (firstError(email, [required, emailRule])) {
      ref.current?.focus();
      return;
    }
    reset.mutate(email, {
      onSuccess: () => {
        setSentTo(email.trim());
        setServer({ fields: {} });
      },
      onError: (e) => setServer(toErrors(e)),
    });
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} className="space-y-4">
        {server.form && <FormAlert tone="error">{server.form}</FormAlert>}
        {sentTo && <FormAlert tone="success">{t('forgot.sent', { email: sentTo })}</FormAlert>}
        <FormField label={t('fields.email')} error={error}>
          {(control) => (
            <Input
              {...control}
              ref={ref}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setServer({ fields: {} });
              }}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {t(sentTo ? 'forgot.resend' : 'forgot.submit')}
        </Button>
      </form>
      <Link
        to={pathTo(links.login)}
        className="mx-auto flex w-fit items-center gap-1 text-sm font-medium text-primary-text hover:underline"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('forgot.back')}
      </Link>
    </div>
  );
}
