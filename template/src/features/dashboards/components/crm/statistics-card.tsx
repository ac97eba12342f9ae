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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card';
import { CircularProgress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import type { CrmDashboard } from '../../types';
import { Carousel, swiperTokens } from '../shared/carousel';

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
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Once the visitor steps through the slides, the carousel stops moving on its own (WCAG 2.2.2).
  const takeControl = (direction: 'prev' | 'next') => {
    swiper?.autoplay?.stop();
    if (direction === 'prev') swiper?.slidePrev();
    else swiper?.slideNext();
  };
  const slides = (data ?? []).map((stat, i) => ({
    key: stat.id,
    label: t('carousel.slideOf', { index: i + 1, total: data?.length ?? 0 }),
    content: <StatisticSlide stat={stat} />,
  }));
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('crm.statistics.title')}</CardTitle>
        <CardAction>
          <Button
            variant="tonal"
            color="secondary"
            size="icon-sm"
            aria-label={t('carousel.previous')}
            disabled={!swiper}
            onClick={() => takeControl('prev')}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
          </Button>
          <Button
            variant="tonal"
            color="secondary"
            size="icon-sm"
            aria-label={t('carousel.next')}
            disabled={!swiper}
            onClick={() => takeControl('next')}
          >
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
        </CardAction>
      </CardHeader>
      <div className="@container px-6 pb-6">
        {data ? (
          <Carousel
            height={160}
            autoplayMs={3000}
            wideSlides={2}
            slides={slides}
            onReady={setSwiper}
            messages={{
              previous: t('carousel.previous'),
              next: t('carousel.next'),
              slide: t('carousel.slideLabel', swiperTokens),
              carousel: t('carousel.role'),
              bullet: t('carousel.bullet', swiperTokens),
            }}
            placeholder={
              <div className="grid gap-6 @min-[480px]:grid-cols-2">
                {data.slice(0, 2).map((stat, i) => (
                  <div key={stat.id} className={i === 1 ? 'hidden @min-[480px]:block' : undefined}>
                    <StatisticSlide stat={stat} />
                  </div>
                ))}
              </div>
            }
          />
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </div>
    </Card>
  );
}
