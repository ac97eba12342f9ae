import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import type { UserStatus } from '../types';

/** Active reads green, inactive red. */
export const userStatusTone: Record<UserStatus, Tone> = { active: 'success', inactive: 'error' };

export function UserStatusChip({ status, className }: { status: UserStatus; className?: string }) {
  const { t } = useTranslation('users');
  return (
    <Chip color={userStatusTone[status]} size="sm" data-status={status} className={className}>
      {t(`status.${status}`)}
    </Chip>
  );
}
