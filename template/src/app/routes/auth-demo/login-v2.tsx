/** /auth/login-v2: demo page in the full-page cover design: the sign-in form; checks the credentials and shows the outcome without signing in. */
import { useTranslation } from 'react-i18next';
import { demoAuthLinks } from '@/features/auth/components/auth-links';
import { AuthCoverLayout } from '@/features/auth/components/auth-cover-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { i18n } from '@/lib/i18n';

// Load the screen's strings with its code, so the page never flashes a loading state.
await i18n.loadNamespaces('auth');

export default function LoginV2DemoScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCoverLayout variant="login" title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm preview links={demoAuthLinks.v2} />
    </AuthCoverLayout>
  );
}
