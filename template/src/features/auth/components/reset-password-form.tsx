import { ChevronLeft } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { pathTo } from '@/config/paths';
import { required, useRuleMessage } from '@/lib/form-rules';
import { useResetPassword } from '../api/reset-password';
import { unmetPasswordChecks } from '@/lib/password-strength';
import { realAuthLinks, type AuthFormLinks } from './auth-links';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { useAuthErrors } from './use-auth-errors';

/**
 * The link in the reset email carries `?token=`. The demo sends no email, so its pages run with a
 * stand-in token that the demo backend accepts.
 */
const demoToken = 'demo-reset-link';

/** New password twice: it must pass the strength checks (shown live) and both entries must match. */
export function ResetPasswordForm({ links = realAuthLinks }: { links?: AuthFormLinks }) {
  const { t } = useTranslation('auth');
  const ruleMessage = useRuleMessage();
  const toErrors = useAuthErrors();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  const [server, setServer] = useState<ReturnType<typeof toErrors>>({ fields: {} });
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const unmet = unmetPasswordChecks(values.password);
  const errors = {
    password: !checked
      ? server.fields.password
      : required(values.password)
        ? ruleMessage({ key: 'required' })
        : unmet.length
          ? t('reset.errors.weak')
          : server.fields.password,
    confirm: !checked
      ? undefined
      : required(values.confirm)
        ? ruleMessage({ key: 'required' })
        : values.confirm !== values.password
          ? t('reset.errors.mismatch')
          : undefined,
  };

  const change = (field: 'password' | 'confirm', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer({ fields: {} });
    setDone(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const badPassword = required(values.password) || unmet.length > 0;
    if (badPassword || required(values.confirm) || values.confirm !== values.password) {
      (badPassword ? refs.password : refs.confirm).current?.focus();
      return;
    }
    reset.mutate(
      { token: params.get('token') ?? demoToken, password: values.password },
      {
        onSuccess: () => {
          setDone(true);
          setChecked(false);
          setValues({ password: '', confirm: '' });
        },
        onError: (error) => setServer(toErrors(error)),
      },
    );
  };

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} className="space-y-4">
        {(server.form ?? server.fields.token) && (
          <FormAlert tone="error">{server.form ?? server.fields.token}</FormAlert>
        )}
        {done && (
          <FormAlert tone="success">
            {t('reset.done')}{' '}
            <Link to={pathTo(links.login)} className="font-medium underline">
              {t('reset.signIn')}
            </Link>
          </FormAlert>
        )}
        <FormField
          label={t('fields.newPassword')}
          error={errors.password}
          description={<PasswordChecklist value={values.password} />}
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.password}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('fields.confirmPassword')} error={errors.confirm}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.confirm}
              autoComplete="new-password"
              value={values.confirm}
              onChange={(e) => change('confirm', e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {t('reset.submit')}
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
