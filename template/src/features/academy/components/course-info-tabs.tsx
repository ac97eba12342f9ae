import { BookOpen, Captions, CheckCircle2, Clock, Globe, GraduationCap, RefreshCw, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatCompact, formatDate, formatNumber } from '@/lib/format';
import { localDate } from '@/lib/today';
import { dayWithMonth, formatDuration, languageName } from '../learning';
import type { CourseDetail } from '../types';
import { CourseReviews } from './course-reviews';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="flex items-center gap-3 text-muted-foreground [&_svg]:size-5">
        <span aria-hidden>{icon}</span>
        {label}
      </dt>
      <dd className="ms-auto font-medium sm:ms-0">{value}</dd>
    </div>
  );
}

/** Overview, instructor and reviews of a course, as tabs (arrow keys move between them). */
export function CourseInfoTabs({ detail }: { detail: CourseDetail }) {
  const { t, i18n } = useTranslation('academy');
  const { course, instructor } = detail;
  const minutes = detail.chapters.flatMap((c) => c.lessons).reduce((sum, l) => sum + l.minutes, 0);
  return (
    <Tabs defaultValue="overview" className="gap-5">
      <TabsList aria-label={t('details.tabs.label')}>
        <TabsTrigger value="overview">{t('details.tabs.overview')}</TabsTrigger>
        <TabsTrigger value="instructor">{t('details.tabs.instructor')}</TabsTrigger>
        <TabsTrigger value="reviews">{t('details.tabs.reviews')}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="flex flex-col gap-6">
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t('details.overview.about')}</h2>
          <p className="text-muted-foreground">{detail.about}</p>
        </section>
        {detail.skills.length > 0 && (
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('details.overview.learn')}</h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {detail.skills.map((skill) => (
                <li key={skill} className="flex items-center gap-2">
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('details.overview.numbers')}</h2>
          <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
            <Fact icon={<GraduationCap />} label={t('details.overview.level')} value={t(`levels.${detail.level}`)} />
            <Fact icon={<BookOpen />} label={t('details.overview.lessons')} value={formatNumber(course.lessonsTotal)} />
            <Fact icon={<Clock />} label={t('details.overview.length')} value={formatDuration(minutes)} />
            <Fact icon={<Users />} label={t('details.overview.students')} value={formatCompact(course.enrolls)} />
            <Fact
              icon={<Globe />}
              label={t('details.overview.language')}
              value={languageName(detail.language, i18n.language)}
            />
            <Fact
              icon={<Captions />}
              label={t('details.overview.captions')}
              value={new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                detail.captions.map((c) => languageName(c, i18n.language)),
              )}
            />
            <Fact
              icon={<RefreshCw />}
              label={t('details.overview.updated')}
              value={formatDate(localDate(course.lastUpdated), dayWithMonth)}
            />
          </dl>
        </section>
      </TabsContent>
      <TabsContent value="instructor" className="flex flex-col gap-4">
        <h2 className="sr-only">{t('details.tabs.instructor')}</h2>
        <div className="flex items-center gap-4">
          <Avatar alt={instructor.name} size="xl" aria-hidden />
          <div>
            <p className="text-lg font-semibold">{instructor.name}</p>
            <p className="text-muted-foreground">{instructor.title}</p>
          </div>
        </div>
        <p>{instructor.bio}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <Fact icon={<Users />} label={t('details.instructor.students')} value={formatCompact(instructor.students)} />
          <Fact icon={<BookOpen />} label={t('details.instructor.courses')} value={formatNumber(instructor.courses)} />
          <Fact icon={<Star />} label={t('details.instructor.rating')} value={formatNumber(course.rating)} />
        </dl>
      </TabsContent>
      <TabsContent value="reviews">
        <h2 className="sr-only">{t('details.tabs.reviews')}</h2>
        <CourseReviews detail={detail} />
      </TabsContent>
    </Tabs>
  );
}
