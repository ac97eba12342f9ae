/** A card with actions: a ⋮ menu in its header, and footer buttons that keep their pressed state. */
import { Bookmark, Ellipsis, Heart, PencilLine, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { publicAsset } from '@/lib/public-asset';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';

export function CardsActions() {
  const { t } = useTranslation('cards');
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card className="max-w-md">
      <CardHeader>
        <div className="flex items-center gap-3">
          <Avatar alt="" src={publicAsset('images/avatars/avatar-1.svg')} />
          <div>
            <CardTitle asChild>
              <h3 className="text-base">Alice Lee</h3>
            </CardTitle>
            <CardDescription>{formatDate('2026-11-20T00:00')}</CardDescription>
          </div>
        </div>
        <CardAction>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('actions.menu')}>
                <Ellipsis aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => toast(t('actions.edited'))}>
                <PencilLine aria-hidden />
                {t('actions.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => toast(t('actions.shared'))}>{t('actions.share')}</DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => toast(t('actions.deleted'))}>
                <Trash2 aria-hidden />
                {t('actions.delete')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{t('actions.text')}</p>
      </CardContent>
      <CardFooter className="justify-between">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={liked}
          color={liked ? 'error' : 'secondary'}
          onClick={() => setLiked((v) => !v)}
        >
          <Heart className={liked ? 'fill-current' : undefined} aria-hidden />
          {t('actions.like')}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-pressed={saved}
          aria-label={t('actions.save')}
          onClick={() => setSaved((v) => !v)}
        >
          <Bookmark className={saved ? 'fill-current' : undefined} aria-hidden />
        </Button>
      </CardFooter>
    </Card>
  );
}
