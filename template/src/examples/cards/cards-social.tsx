/** A social post card: author, text, the post's picture, and like / comment / share counts. */
import { Heart, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { publicAsset } from '@/lib/public-asset';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { formatNumber, formatRelativeTime } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-sets';

const postedAt = () => Date.now() - 3 * 3_600_000;

export function CardsSocial() {
  const { t } = useTranslation('cards');
  const [liked, setLiked] = useState(false);
  const [at] = useState(postedAt);
  const likes = 248 + (liked ? 1 : 0);
  return (
    <Card className="max-w-md">
      <CardHeader className="grid-cols-[auto_1fr] items-center">
        <Avatar alt="" className="row-span-2" src={publicAsset('images/avatars/avatar-4.svg')} />
        <CardTitle asChild>
          <h3 className="text-base">Omar Haddad</h3>
        </CardTitle>
        <CardDescription>{formatRelativeTime(at)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">{t('social.text')}</p>
        <Picture
          src={pictureUrl('posts', 'post')}
          alt={t('social.picture')}
          width={800}
          height={400}
          sizes="26rem"
          className="aspect-2/1 w-full rounded-lg bg-muted object-cover"
        />
      </CardContent>
      <CardFooter className="gap-1">
        <Button
          variant="ghost"
          size="sm"
          color={liked ? 'error' : 'secondary'}
          aria-pressed={liked}
          onClick={() => setLiked((v) => !v)}
        >
          <Heart aria-hidden className={liked ? 'fill-current' : undefined} />
          {t('social.likes', { count: likes, formatted: formatNumber(likes) })}
        </Button>
        <Button variant="ghost" size="sm" color="secondary">
          <MessageCircle aria-hidden />
          {t('social.comments', { count: 32, formatted: formatNumber(32) })}
        </Button>
        <Button variant="ghost" size="sm" color="secondary" className="ms-auto">
          {t('social.share')}
        </Button>
      </CardFooter>
    </Card>
  );
}
