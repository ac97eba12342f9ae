import { useMemo } from 'react';
import { useUsers } from '../../api/get-users';
import type { UserDetails } from '../../types';
import { UserAccountForm } from './user-account-form';
import { UserNotificationsForm } from './user-notifications-form';

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The Settings tab: the account form and the notification choices, each saved on its own. */
export function UserSettings({ details }: { details: UserDetails }) {
  const { data: users } = useUsers();
  const companies = useMemo(() => distinct((users ?? []).map((u) => u.company)), [users]);
  const roles = useMemo(() => distinct((users ?? []).map((u) => u.role)), [users]);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-12">
      <div className="min-w-0 lg:col-span-7">
        {/* Keyed by user: another person's settings start from their own saved values. */}
        <UserAccountForm key={details.user.id} details={details} companies={companies} roles={roles} />
      </div>
      <div className="min-w-0 lg:col-span-5">
        <UserNotificationsForm key={details.user.id} details={details} />
      </div>
    </div>
  );
}
