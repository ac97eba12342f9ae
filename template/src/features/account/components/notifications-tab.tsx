import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useNotificationPrefs, useSaveNotificationPrefs } from '../api/notifications';
import { notificationChannels, notificationEvents, type NotificationPrefs } from '../types';
import { TabState } from './tab-state';

/** The Notifications tab: which events reach the person through which channel. */
export default function NotificationsTab() {
  const { t } = useTranslation('account');
  const prefs = useNotificationPrefs();
  return (
    <TabState tab="notifications" query={prefs} label={t('notifications.title')}>
      {(data) => <NotificationMatrix saved={data} />}
    </TabState>
  );
}

export function NotificationMatrix({ saved }: { saved: NotificationPrefs }) {
  const { t } = useTranslation('account');
  const save = useSaveNotificationPrefs();
  const [draft, setDraft] = useState(saved);

  const toggle = (event: keyof NotificationPrefs, channel: keyof NotificationPrefs[typeof event], on: boolean) =>
    setDraft((d) => ({ ...d, [event]: { ...d[event], [channel]: on } }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.title')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {save.isError && (
          <Alert color="error" role="alert">
            {apiErrorMessage(save.error) ?? t('saveFailed')}
          </Alert>
        )}
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('notifications.title')}</caption>
            <thead>
              <tr className="border-b border-border text-start">
                <th scope="col" className="py-3 pe-4 text-start font-medium">
                  {t('notifications.event')}
                </th>
                {notificationChannels.map((channel) => (
                  <th key={channel} scope="col" className="px-4 py-3 text-center font-medium">
                    {t(`notifications.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {notificationEvents.map((event) => (
                <tr key={event} className="border-b border-border last:border-0">
                  <th scope="row" className="py-3 pe-4 text-start font-normal">
                    {t(`notifications.events.${event}`)}
                  </th>
                  {notificationChannels.map((channel) => (
                    <td key={channel} className="px-4 py-3 text-center">
                      <Checkbox
                        aria-label={t('notifications.cell', {
                          event: t(`notifications.events.${event}`),
                          channel: t(`notifications.channels.${channel}`),
                        })}
                        checked={draft[event][channel]}
                        onChange={(e) => toggle(event, channel, e.target.checked)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate(draft, { onSuccess: () => toast.success(t('saved')) })}
          >
            {t('save')}
          </Button>
          <Button variant="tonal" color="secondary" disabled={save.isPending} onClick={() => setDraft(saved)}>
            {t('reset')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
