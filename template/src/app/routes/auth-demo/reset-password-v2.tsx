/** /auth/reset-password-v2: demo page in the full-page cover design: a new password twice, with its strength checks. */
import { useTranslation } from 'react-i18next';
import { demoAuthLinks } from '@/features/auth/components/auth-links';
import { AuthCoverLayout } from '@/features/auth/components/auth-cover-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { i18n } from '@/lib/i18n';

// Load the screen's strings with its code, so the page never flashes a loading state.
await i18n.loadNamespaces('auth');

export default function ResetPasswordV2DemoScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthCoverLayout variant="reset" title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm links={demoAuthLinks.v2} />
    </AuthCoverLayout>
  );
}
