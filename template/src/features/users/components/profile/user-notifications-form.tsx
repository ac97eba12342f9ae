import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { SectionCard } from '@/components/cards/section-card';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { apiErrorMessage } from '@/lib/api-client';
import { useUpdateUser } from '../../api/update-user';
import { notificationChannels, notificationTopics, type NotificationSettings, type UserDetails } from '../../types';

const same = (a: NotificationSettings, b: NotificationSettings) => JSON.stringify(a) === JSON.stringify(b);

/** The Settings tab's "Notifications" card: a switch per topic and channel, saved together. */
export function UserNotificationsForm({ details }: { details: UserDetails }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(details.user.id);
  const saved = details.profile.notifications;
  const [choices, setChoices] = useState<NotificationSettings>(saved);
  const dirty = !same(choices, saved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { notifications: choices },
      {
        onSuccess: (answer) => {
          setChoices(answer.profile.notifications);
          toast.success(t('settings.notificationsSaved'));
        },
        onError: (error) => toast.error(apiErrorMessage(error) ?? t('settings.failed')),
      },
    );
  };

  return (
    <SectionCard title={t('settings.notifications')} description={t('settings.notificationsHint')}>
      <form onSubmit={submit} aria-label={t('settings.notifications')} className="flex flex-col gap-4">
        <div className="-mx-6 overflow-x-auto px-6">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('settings.topic')}
                </th>
                {notificationChannels.map((channel) => (
                  <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium">
                    {t(`settings.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {notificationTopics.map((topic) => (
                <tr key={topic}>
                  <th scope="row" className="py-3 pe-3 text-start font-normal">
                    <span className="block font-medium">{t(`settings.topics.${topic}`)}</span>
                    <span className="block text-xs text-muted-foreground">{t(`settings.topicHints.${topic}`)}</span>
                  </th>
                  {notificationChannels.map((channel) => (
                    // The switch's hidden form input sits outside it (left of it in RTL): keep it in the cell.
                    <td key={channel} className="relative overflow-hidden px-1 py-3 text-center">
                      <Switch
                        checked={choices[topic][channel]}
                        aria-label={t('settings.switchLabel', {
                          topic: t(`settings.topics.${topic}`),
                          channel: t(`settings.channels.${channel}`),
                        })}
                        onCheckedChange={(on) =>
                          setChoices((prev) => ({ ...prev, [topic]: { ...prev[topic], [channel]: on } }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
          <Button
            type="button"
            variant="tonal"
            color="secondary"
            disabled={!dirty || update.isPending}
            onClick={() => setChoices(saved)}
          >
            {t('settings.discard')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {t('settings.saveNotifications')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
