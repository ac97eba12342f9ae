import { Laptop, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useSignOutOthers } from '../api/security';
import type { DeviceSession } from '../types';

const iconOf = (device: string) =>
  /iphone|phone/i.test(device) ? Smartphone : /ipad|tablet/i.test(device) ? Tablet : Laptop;

/** Devices signed in to the account, this one first, with "Sign out of the other sessions". */
export function SessionsCard({ sessions }: { sessions: readonly DeviceSession[] }) {
  const { t } = useTranslation('account');
  const signOut = useSignOutOthers();
  const [asking, setAsking] = useState(false);
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <CardAction>
          <Button variant="tonal" color="error" size="sm" disabled={!others} onClick={() => setAsking(true)}>
            {t('sessions.signOutOthers')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border" aria-label={t('sessions.title')}>
          {sessions.map((session) => {
            const Icon = iconOf(session.device);
            return (
              <li key={session.id} className="flex items-center gap-4 py-3">
                <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {session.current ? t('sessions.thisDevice') : `${session.browser} · ${session.device}`}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {session.current
                      ? t('sessions.activeNow')
                      : `${session.location} · ${formatDate(session.lastActive)}`}
                  </p>
                </div>
                {session.current && <Badge color="success">{t('sessions.current')}</Badge>}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmText')}
        confirmLabel={t('sessions.signOutOthers')}
        onConfirm={() => signOut.mutateAsync(undefined).then(() => toast.success(t('sessions.signedOut')))}
      />
    </Card>
  );
}
