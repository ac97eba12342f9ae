import { BookOpen, Clock, ShoppingCart, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCompact, formatMoney, formatNumber } from '@/lib/format';
import { useEnrollCourse } from '../api/enroll-course';
import { useUpdateLessonProgress } from '../api/update-lesson-progress';
import { markLesson, neighbours, resumeLesson } from '../learning';
import { finalPrice, type CourseDetail } from '../types';
import { CourseContentCard } from './course-content-card';
import { CourseInfoTabs } from './course-info-tabs';
import { CoursePlayer } from './course-player';
import { useLessonWatch } from './use-lesson-watch';

/**
 * One course: the player on the lesson where the learner left off (resuming its video where they
 * stopped, and saving how far they watch), the course's facts and tabs, and its chapters with
 * completion checkboxes saved to the server. Key it by course id.
 */
export function CourseDetails({ detail: stored }: { detail: CourseDetail }) {
  const { t } = useTranslation('academy');
  // A tick shows in the frame of its click. The cache's optimistic copy (api/update-lesson-progress.ts)
  // reaches this component a task later, and a controlled checkbox would spring back meanwhile.
  // A tick is dropped once the stored course agrees with it, or when saving it failed.
  const [ticks, setTicks] = useState<Record<string, boolean>>({});
  const settled = Object.keys(ticks).filter((id) => lessonDone(stored, id) === ticks[id]);
  if (settled.length) setTicks((all) => omit(all, settled));
  const detail = Object.entries(ticks).reduce((d, [id, done]) => markLesson(d, id, done), stored);
  const { course, chapters } = detail;
  const [lessonId, setLessonId] = useState(() => resumeLesson(chapters)?.id);
  const progress = useUpdateLessonProgress();
  const enroll = useEnrollCourse();
  const chapter = chapters.find((c) => c.lessons.some((l) => l.id === lessonId));
  const lesson = chapter?.lessons.find((l) => l.id === lessonId);
  const { previous, next } = lesson ? neighbours(chapters, lesson.id) : {};
  const watch = useLessonWatch({ courseId: course.id, lesson, save: course.purchased });
  const toggle = course.purchased
    ? (id: string, done: boolean) => {
        setTicks((all) => ({ ...all, [id]: done }));
        progress.mutate(
          { courseId: course.id, lessonId: id, done },
          {
            onError: (error) => {
              setTicks((all) => omit(all, [id]));
              toast.error(apiErrorMessage(error) ?? t('details.saveError'));
            },
          },
        );
      }
    : undefined;
  const price = finalPrice(course);

  return (
    <div className="grid grid-cols-12 gap-6">
      <Card className="col-span-12 flex flex-col gap-6 p-6 lg:col-span-8">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Chip color="primary">{t(`categories.${course.category}`, { defaultValue: course.category })}</Chip>
          <p className="flex items-center gap-2 text-sm">
            <Avatar alt={course.tutor.name} size="sm" aria-hidden />
            <span>
              <span className="font-medium">{course.tutor.name}</span>
              {detail.instructor.title && <span className="text-muted-foreground">, {detail.instructor.title}</span>}
            </span>
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-warning text-warning" />
              <span className="sr-only">{t('card.rating')}</span>
              <span className="font-medium text-foreground">{formatNumber(course.rating)}</span>
            </li>
            <li className="flex items-center gap-1">
              <Clock aria-hidden className="size-4" />
              {t('card.hours', { count: course.hours, formatted: formatNumber(course.hours) })}
            </li>
            <li className="flex items-center gap-1">
              <BookOpen aria-hidden className="size-4" />
              {t('details.lessons', { count: course.lessonsTotal, formatted: formatNumber(course.lessonsTotal) })}
            </li>
            <li className="flex items-center gap-1">
              <Users aria-hidden className="size-4" />
              {t('card.enrolls', { formatted: formatCompact(course.enrolls) })}
            </li>
          </ul>
        </div>
        {lesson && chapter && (
          <CoursePlayer
            lesson={lesson}
            chapterTitle={chapter.title}
            onPrevious={previous && (() => setLessonId(previous.id))}
            onNext={next && (() => setLessonId(next.id))}
            onToggleDone={toggle && ((done) => toggle(lesson.id, done))}
            videoEvents={watch}
          />
        )}
        {!course.purchased && (
          <div className="flex flex-wrap items-center gap-4 rounded-card border border-border p-4">
            <p className="flex-1 text-sm">{t('details.enrol.text')}</p>
            <p className="flex items-baseline gap-2">
              <span className="text-lg font-semibold text-success-text">
                {price === 0 ? t('card.free') : formatMoney(price)}
              </span>
              {course.discount > 0 && price > 0 && (
                <s className="text-sm text-muted-foreground">
                  <span className="sr-only">{t('card.was')} </span>
                  {formatMoney(course.price)}
                </s>
              )}
            </p>
            <Button
              loading={enroll.isPending}
              onClick={() =>
                enroll.mutate(course.id, {
                  onSuccess: () => toast.success(t('details.enrol.done', { name: course.name })),
                  onError: (error) => toast.error(apiErrorMessage(error) ?? t('details.saveError')),
                })
              }
            >
              <ShoppingCart aria-hidden />
              {t('details.enrol.button')}
            </Button>
          </div>
        )}
        <CourseInfoTabs detail={detail} />
      </Card>
      <div className="col-span-12 lg:col-span-4">
        <CourseContentCard
          course={course}
          chapters={chapters}
          currentLessonId={lessonId}
          onSelectLesson={setLessonId}
          onToggleLesson={toggle}
        />
      </div>
    </div>
  );
}

function lessonDone(detail: CourseDetail, lessonId: string): boolean | undefined {
  for (const chapter of detail.chapters) {
    const lesson = chapter.lessons.find((l) => l.id === lessonId);
    if (lesson) return lesson.done;
  }
  return undefined;
}

function omit(ticks: Record<string, boolean>, ids: string[]): Record<string, boolean> {
  return Object.fromEntries(Object.entries(ticks).filter(([id]) => !ids.includes(id)));
}
