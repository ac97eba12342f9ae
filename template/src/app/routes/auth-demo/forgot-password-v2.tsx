/** /auth/forgot-password-v2: demo page in the full-page cover design: asks the backend for a reset link. */
import { useTranslation } from 'react-i18next';
import { demoAuthLinks } from '@/features/auth/components/auth-links';
import { AuthCoverLayout } from '@/features/auth/components/auth-cover-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { i18n } from '@/lib/i18n';

// Load the screen's strings with its code, so the page never flashes a loading state.
await i18n.loadNamespaces('auth');

export default function ForgotPasswordV2DemoScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCoverLayout variant="forgot" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm links={demoAuthLinks.v2} />
    </AuthCoverLayout>
  );
}
