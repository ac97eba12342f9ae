/** A profile card: portrait, name and role, three counts, and Follow / Message buttons. */
import { Check, MessageSquare, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { publicAsset } from '@/lib/public-asset';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

export function CardsProfile() {
  const { t } = useTranslation('cards');
  const [following, setFollowing] = useState(false);
  const counts = [
    { id: 'posts', value: formatNumber(184) },
    { id: 'followers', value: formatNumber(1_284 + (following ? 1 : 0)) },
    { id: 'following', value: formatNumber(326) },
  ];
  return (
    <Card className="max-w-sm text-center">
      <CardHeader className="place-items-center">
        <Avatar size="xl" alt="" src={publicAsset('images/avatars/avatar-3.svg')} className="mb-2" />
        <CardTitle asChild>
          <h3>Sofia Marin</h3>
        </CardTitle>
        <CardDescription>{t('profile.role')}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 rounded-lg border py-3">
          {counts.map(({ id, value }) => (
            <div key={id} className="flex flex-col-reverse">
              <dt className="text-xs text-muted-foreground">{t(`profile.${id}`)}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter className="justify-center">
        <Button
          size="sm"
          variant={following ? 'tonal' : 'solid'}
          aria-pressed={following}
          onClick={() => setFollowing((v) => !v)}
        >
          {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
          {following ? t('profile.followingButton') : t('profile.follow')}
        </Button>
        <Button size="sm" variant="outline" color="secondary">
          <MessageSquare aria-hidden />
          {t('profile.message')}
        </Button>
      </CardFooter>
    </Card>
  );
}
