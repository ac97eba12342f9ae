import { useTranslation } from 'react-i18next';
import { useSecurity } from '../api/security';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TabState } from './tab-state';
import { TwoFactorCard } from './two-factor-card';

/** The Security tab: password, two-factor and signed-in devices. */
export default function SecurityTab() {
  const { t } = useTranslation('account');
  const security = useSecurity();
  return (
    <div className="flex flex-col gap-6">
      <PasswordCard />
      <TabState tab="security" query={security} label={t('twoFactor.title')}>
        {(data) => (
          <>
            <TwoFactorCard enabled={data.twoFactorEnabled} />
            <SessionsCard sessions={data.sessions} />
          </>
        )}
      </TabState>
    </div>
  );
}
