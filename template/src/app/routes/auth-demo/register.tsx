/** /auth/register: demo page in the split-card design: the sign-up form; creates the account and says so without signing in. */
import { useTranslation } from 'react-i18next';
import { demoAuthLinks } from '@/features/auth/components/auth-links';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { i18n } from '@/lib/i18n';

// Load the screen's strings with its code, so the page never flashes a loading state.
await i18n.loadNamespaces('auth');

export default function RegisterDemoScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout variant="register" title={t('register.title')} subtitle={t('register.subtitle')}>
      <RegisterForm preview links={demoAuthLinks.v1} />
    </AuthLayout>
  );
}
