import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import {
  email as emailRule,
  firstError,
  maxLength,
  minLength,
  pattern,
  required,
  useRuleMessage,
  type Rule,
} from '@/lib/form-rules';
import { loginDestination } from '@/lib/guard';
import { useRegister } from '../api/register';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { realAuthLinks, type AuthFormLinks } from './auth-links';
import { useAuthErrors } from './use-auth-errors';

const fields = ['fullName', 'username', 'email', 'password'] as const;
type Field = (typeof fields)[number];

const rules: Record<Field, Rule[]> = {
  fullName: [required, maxLength(80)],
  username: [minLength(3), maxLength(30), pattern(/^[a-zA-Z0-9._-]+$/)],
  email: [required, emailRule],
  password: [required, minLength(6)],
};

export interface RegisterFormProps {
  /**
   * Demo pages: create the account and say so, without signing in (see LoginForm's `preview`).
   * @default false
   */
  preview?: boolean;
  /** The pages the form links to. @default the real login, register and forgot-password pages */
  links?: AuthFormLinks;
}

/** Sign-up: creates the account, signs it in and opens its landing page. */
export function RegisterForm({ preview = false, links = realAuthLinks }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const ruleMessage = useRuleMessage();
  const toErrors = useAuthErrors();
  const navigate = useNavigate();
  const { search } = useLocation();
  const registration = useRegister({ preview });
  const [created, setCreated] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', username: '', email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<ReturnType<typeof toErrors>>({ fields: {} });
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const errorOf = (field: Field) => {
    const message = checked ? firstError(values[field], rules[field]) : null;
    return message ? ruleMessage(message) : server.fields[field] || undefined;
  };

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer((s) => ({ fields: { ...s.fields, [field]: '' } }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = fields.find((f) => firstError(values[f], rules[f]));
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setCreated(null);
    registration.mutate(values, {
      onSuccess: (result) => {
        if ('userData' in result) {
          void loginDestination(search, result.userData).then((to) => navigate(to, { replace: true }));
        } else setCreated(result.email);
      },
      onError: (error) => {
        const errors = toErrors(error);
        setServer(errors);
        const first = fields.find((f) => errors.fields[f]);
        if (first) refs[first].current?.focus();
      },
    });
  };

  const input = (field: Field, extra: { type?: string; autoComplete: string; hint?: string }) => (
    <FormField label={t(`fields.${field}`)} error={errorOf(field)} description={extra.hint}>
      {(control) => (
        <Input
          {...control}
          ref={refs[field]}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          value={values[field]}
          onChange={(e) => change(field, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} className="space-y-4">
        {server.form && <FormAlert tone="error">{server.form}</FormAlert>}
        {created && (
          <FormAlert tone="success">
            {t('preview.registered', { email: created })}{' '}
            <Link to={pathTo(links.login)} className="font-medium underline">
              {t('register.signIn')}
            </Link>
          </FormAlert>
        )}
        {input('fullName', { autoComplete: 'name' })}
        {input('username', { autoComplete: 'username', hint: t('register.usernameHint') })}
        {input('email', { type: 'email', autoComplete: 'email' })}
        <FormField label={t('fields.password')} error={errorOf('password')} description={t('register.passwordHint')}>
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
        <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Link to={{ pathname: pathTo(links.login), search }} className="font-medium text-primary-text hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </div>
  );
}
