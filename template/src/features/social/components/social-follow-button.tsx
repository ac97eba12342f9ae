import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useNetwork } from '../api/get-network';
import { useUpdateFollowing } from '../api/update-following';

/** Follow / unfollow a member: a toggle (aria-pressed) saved at once, undone with a message on failure. */
export function SocialFollowButton({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation('users');
  const network = useNetwork();
  const follow = useUpdateFollowing();
  const following = network.data?.following.includes(member.id) ?? false;
  const toggle = () =>
    follow.mutate(
      { memberId: member.id, on: !following },
      {
        onSuccess: () => toast(t(following ? 'social.unfollowed' : 'social.followed', { name: member.name })),
        onError: (error) => toast.error(apiErrorMessage(error) ?? t('social.followFailed', { name: member.name })),
      },
    );
  return (
    <Button
      variant={following ? 'tonal' : 'solid'}
      aria-pressed={following}
      aria-label={t('social.followOne', { name: member.name })}
      // Until the network is known the state is unknown: no press that could say the opposite.
      disabled={!network.data}
      onClick={toggle}
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {t('social.follow')}
    </Button>
  );
}
