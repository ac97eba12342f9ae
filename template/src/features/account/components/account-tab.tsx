import { useTranslation } from 'react-i18next';
import { useProfile } from '../api/profile';
import { DeactivateCard } from './deactivate-card';
import { ProfileForm } from './profile-form';
import { TabState } from './tab-state';

/** The Account tab: the profile form, then the deactivation card. */
export default function AccountTab() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <TabState tab="account" query={profile} label={t('profile.title')}>
      {(data) => (
        <div className="flex flex-col gap-6">
          <ProfileForm profile={data} />
          <DeactivateCard email={data.email} />
        </div>
      )}
    </TabState>
  );
}
