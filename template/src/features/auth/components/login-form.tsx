import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { email as emailRule, firstError, required, useRuleMessage } from '@/lib/form-rules';
import { loginDestination } from '@/lib/guard';
import type { LoginResult } from '@/lib/session';
import { needsCode, useLogin } from '../api/login';
// #demo-start
import { DemoAccounts } from './demo-accounts';
// #demo-end
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { realAuthLinks, type AuthFormLinks } from './auth-links';
import { useAuthErrors } from './use-auth-errors';

// Most accounts never see it: the code step loads when the server asks for a code.
const TwoFactorStep = lazy(() => import('./two-factor-step'));

type Field = 'email' | 'password';
const rules = { email: [required, emailRule], password: [required] };

export interface LoginFormProps {
  /**
   * Demo pages: check the credentials with the server and show the outcome without signing in.
   * The demo pages open in a new tab beside a signed-in session; signing in there would replace
   * that session under the visitor's feet (and the real /login stays the one way in).
   * @default false
   */
  preview?: boolean;
  /** The pages the form links to. @default the real login, register and forgot-password pages */
  links?: AuthFormLinks;
}

/** One-step sign-in: email and password together, demo accounts one click away. */
export function LoginForm({ preview = false, links = realAuthLinks }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const ruleMessage = useRuleMessage();
  const toErrors = useAuthErrors();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useLogin({ preview });
  const [checkedUser, setCheckedUser] = useState<{ fullName: string; role: string } | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<ReturnType<typeof toErrors>>({ fields: {} });
  const [challenge, setChallenge] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const clientError = (field: Field) => {
    const message = checked ? firstError(values[field], rules[field]) : null;
    return message ? ruleMessage(message) : undefined;
  };
  const errorOf = (field: Field) => clientError(field) ?? server.fields[field];

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer((s) => ({ fields: { ...s.fields, [field]: '' } }));
  };

  const signedIn = (result: LoginResult) => {
    setChallenge(null);
    if (preview) setCheckedUser(result.userData);
    else void loginDestination(search, result.userData).then((to) => navigate(to, { replace: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const invalid = (['email', 'password'] as const).find((f) => firstError(values[f], rules[f]));
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setCheckedUser(null);
    login.mutate(values, {
      onSuccess: (answer) => (needsCode(answer) ? setChallenge(answer.challenge) : signedIn(answer)),
      onError: (error) => {
        const errors = toErrors(error);
        setServer(errors);
        if (errors.fields.email) refs.email.current?.focus();
      },
    });
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge}
          preview={preview}
          onSignedIn={signedIn}
          onRestart={() => {
            setChallenge(null);
            setValues((v) => ({ ...v, password: '' }));
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="space-y-5">
      {/* #demo-start */}
      <DemoAccounts
        onPick={(account) => {
          setValues({ email: account.email, password: account.password });
          setServer({ fields: {} });
        }}
      />
      {/* #demo-end */}
      <form noValidate onSubmit={submit} className="space-y-4">
        {server.form && <FormAlert tone="error">{server.form}</FormAlert>}
        {checkedUser && (
          <FormAlert tone="success">
            {t('preview.signedIn', { name: checkedUser.fullName, role: t(`demo.${checkedUser.role}`) })}{' '}
            <Link to={pathTo('login')} className="font-medium underline">
              {t('preview.realLogin')}
            </Link>
          </FormAlert>
        )}
        <FormField label={t('fields.email')} error={errorOf('email')}>
          {(control) => (
            <Input
              {...control}
              ref={refs.email}
              type="email"
              autoComplete="username"
              inputMode="email"
              placeholder="name@company.com"
              value={values.email}
              onChange={(e) => change('email', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('fields.password')} error={errorOf('password')}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={refs.password}
              autoComplete="current-password"
              value={values.password}
              onChange={(e) => change('password', e.target.value)}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Link to={pathTo(links.forgot)} className="text-sm font-medium text-primary-text hover:underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Link
          to={{ pathname: pathTo(links.register), search }}
          className="font-medium text-primary-text hover:underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </div>
  );
}
