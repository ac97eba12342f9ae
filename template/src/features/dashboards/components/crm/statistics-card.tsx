import {
  Briefcase,
  ChevronLeft,
  ChevronRight,
  FileCheck,
  Handshake,
  MessagesSquare,
  Sparkles,
  UserX,
} from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card';
import { Carousel, carouselTokens, type CarouselApi } from '@/components/ui/carousel';
import { CircularProgress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';

const icons: Record<string, typeof Briefcase> = {
  'total-jobs': Briefcase,
  applications: FileCheck,
  'new-jobs': Sparkles,
  interviews: MessagesSquare,
  hired: Handshake,
  rejected: UserX,
};

type Statistic = CrmDashboard['statistics'][number];

function StatisticSlide({ stat }: { stat: Statistic }) {
  const { t } = useTranslation('dashboards');
  const Icon = icons[stat.id] ?? Briefcase;
  const title = t(`crm.statistics.items.${stat.id}`);
  return (
    <div className="flex h-40 items-center justify-between gap-3 rounded-card border border-border px-4">
      <div className="flex flex-col gap-3">
        <Avatar color={stat.tone} shape="rounded" size="lg" fallback={<Icon aria-hidden />} />
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
        <p className="text-2xl font-semibold">{formatNumber(stat.value)}</p>
      </div>
      <div className="relative grid place-items-center">
        <CircularProgress
          value={stat.progress}
          color={stat.tone}
          size={88}
          thickness={7}
          label={t('crm.statistics.progress', { title })}
        />
        <span aria-hidden className="absolute text-lg font-semibold">
          {formatPercent(stat.progress)}
        </span>
      </div>
    </div>
  );
}

/** Six recruiting figures in a carousel with previous/next buttons (two per view in a card 480 px wide). */
export function StatisticsCard({ data }: { data?: CrmDashboard['statistics'] }) {
  const { t } = useTranslation('dashboards');
  const titleId = useId();
  // Steps taken with these buttons stop autoplay: the visitor has taken over (WCAG 2.2.2).
  const carousel = useRef<CarouselApi>(null);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle id={titleId}>{t('crm.statistics.title')}</CardTitle>
        <CardAction>
          <Button
            variant="tonal"
            color="secondary"
            size="icon-sm"
            aria-label={t('carousel.previous')}
            disabled={!data}
            onClick={() => carousel.current?.previous()}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
          </Button>
          <Button
            variant="tonal"
            color="secondary"
            size="icon-sm"
            aria-label={t('carousel.next')}
            disabled={!data}
            onClick={() => carousel.current?.next()}
          >
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </CardAction>
      </CardHeader>
      <div className="px-6 pb-6">
        {data ? (
          <Carousel
            ref={carousel}
            aria-labelledby={titleId}
            autoplayMs={3000}
            wideSlides={2}
            slides={data.map((stat) => ({ key: stat.id, content: <StatisticSlide stat={stat} /> }))}
            messages={{
              carousel: t('carousel.role'),
              slide: t('carousel.slideLabel', carouselTokens),
              bullet: t('carousel.bullet', carouselTokens),
            }}
          />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </div>
    </Card>
  );
}
