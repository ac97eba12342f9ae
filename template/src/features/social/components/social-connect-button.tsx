import { Check, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useNetwork } from '../api/get-network';
import { useUpdateConnection } from '../api/update-connection';

/** Connect with a member or end it: a toggle (aria-pressed) saved at once, undone with a message on failure. */
export function SocialConnectButton({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation('users');
  const network = useNetwork();
  const connect = useUpdateConnection();
  const connected = network.data?.connections.includes(member.id) ?? false;
  const toggle = () =>
    connect.mutate(
      { memberId: member.id, on: !connected },
      {
        onSuccess: () => toast(t(connected ? 'social.disconnected' : 'social.connected', { name: member.name })),
        onError: (error) => toast.error(apiErrorMessage(error) ?? t('social.connectFailed', { name: member.name })),
      },
    );
  return (
    <Button
      size="sm"
      variant={connected ? 'tonal' : 'outline'}
      color={connected ? 'success' : 'primary'}
      aria-pressed={connected}
      aria-label={t('social.connectOne', { name: member.name })}
      disabled={!network.data}
      onClick={toggle}
    >
      {connected ? <Check aria-hidden /> : <Link2 aria-hidden />}
      {t('social.connect')}
    </Button>
  );
}
