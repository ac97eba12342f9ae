import { ArrowRight, Bookmark, CalendarDays, Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
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
import { Checkbox } from '@/components/ui/checkbox';
import { pathTo } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { CardExamplesSection } from './card-examples-section';

/** The "Actions, media and lists" section: three cards side by side on wide screens. */
export function CardExamplesContent() {
  const { t } = useTranslation('cards');
  return (
    <CardExamplesSection id="cards-content" title={t('sections.content')}>
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CardExamplesActions />
        <CardExamplesMedia />
        <CardExamplesList />
      </div>
    </CardExamplesSection>
  );
}

/** A card with actions: a header menu button, a body and footer buttons that do something. */
function CardExamplesActions() {
  const { t } = useTranslation('cards');
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Avatar alt="Alice Lee" />
          <div>
            <CardTitle asChild>
              <h3 className="text-base">Alice Lee</h3>
            </CardTitle>
            <CardDescription>{formatDate('2026-11-20')}</CardDescription>
          </div>
        </div>
        <CardAction>
          <Badge size="sm" color="info">
            {t('actions.tag')}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{t('actions.text')}</p>
      </CardContent>
      <CardFooter className="justify-between">
        <div className="flex gap-1">
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
        </div>
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

/** A media card: an illustrated cover, a title and a call to action. */
function CardExamplesMedia() {
  const { t } = useTranslation('cards');
  return (
    <Card className="overflow-hidden">
      <div aria-hidden className="relative h-40 bg-gradient-to-br from-primary/30 via-info/20 to-success/20">
        <div className="absolute inset-x-6 bottom-0 h-20 rounded-t-xl bg-card/70 backdrop-blur" />
      </div>
      <CardHeader>
        <Badge size="sm" className="mb-1">
          {t('media.badge')}
        </Badge>
        <CardTitle asChild>
          <h3>{t('media.title')}</h3>
        </CardTitle>
        <CardDescription>{t('media.text')}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button variant="tonal" size="sm" asChild>
          <Link to={pathTo('front-end-landing')}>
            {t('media.cta')}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

const tasks = ['review', 'deploy', 'invoice', 'call'] as const;

/** A list card: today's tasks, each one ticked off in place. */
function CardExamplesList() {
  const { t } = useTranslation('cards');
  const [done, setDone] = useState<string[]>(['review']);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('list.title')}</h3>
        </CardTitle>
        <CardDescription>{t('list.progress', { done: done.length, total: tasks.length })}</CardDescription>
        <CardAction>
          <CalendarDays className="size-5 text-muted-foreground" aria-hidden />
        </CardAction>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {tasks.map((id) => (
            <li key={id}>
              <label className="flex cursor-pointer items-center gap-3 py-2.5 text-sm">
                <Checkbox
                  checked={done.includes(id)}
                  onChange={(event) =>
                    setDone((list) => (event.target.checked ? [...list, id] : list.filter((x) => x !== id)))
                  }
                />
                <span className={done.includes(id) ? 'text-muted-foreground line-through' : undefined}>
                  {t(`list.tasks.${id}`)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
