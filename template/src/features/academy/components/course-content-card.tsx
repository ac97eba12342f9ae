import { Play, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { CircularProgress, Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import { chapterProgress, formatDuration } from '../learning';
import type { Chapter, Course } from '../types';

export interface CourseContentCardProps {
  course: Pick<Course, 'name' | 'progress' | 'lessonsDone' | 'lessonsTotal' | 'purchased'>;
  chapters: Chapter[];
  /** The lesson in the player. */
  currentLessonId?: string;
  onSelectLesson: (lessonId: string) => void;
  /** Ticks or unticks a lesson; the checkboxes are read-only without it (not enrolled). */
  onToggleLesson?: (lessonId: string, done: boolean) => void;
  /** Chapters open at first. @default the chapter of the current lesson */
  defaultOpen?: string[];
}

/**
 * The course's chapters and lessons with completion checkboxes (and how much of a started lesson's
 * video was watched), and the overall progress above them.
 */
export function CourseContentCard({
  course,
  chapters,
  currentLessonId,
  onSelectLesson,
  onToggleLesson,
  defaultOpen,
}: CourseContentCardProps) {
  const { t } = useTranslation('academy');
  const currentChapter = chapters.find((c) => c.lessons.some((l) => l.id === currentLessonId))?.id;
  return (
    <Card asChild>
      <section aria-labelledby="course-content-title" data-testid="course-content" className="flex flex-col gap-5 p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="course-content-title" className="text-lg font-semibold">
              {t('details.content.title')}
            </h2>
            <p className="text-sm text-muted-foreground" data-testid="course-completed">
              {t('details.content.completed', {
                done: formatNumber(course.lessonsDone),
                total: formatNumber(course.lessonsTotal),
              })}
            </p>
          </div>
          <Trophy
            aria-hidden
            className={cn('size-7', course.progress === 100 ? 'text-warning' : 'text-muted-foreground')}
          />
        </div>
        <div className="flex items-center gap-3">
          <Progress value={course.progress} color="success" label={t('details.content.progress')} className="flex-1" />
          <span className="text-sm font-semibold tabular-nums">{formatPercent(course.progress)}</span>
        </div>
        {!onToggleLesson && <p className="text-sm text-muted-foreground">{t('details.content.enrolFirst')}</p>}
        <Accordion
          type="multiple"
          variant="contained"
          defaultValue={defaultOpen ?? (currentChapter ? [currentChapter] : [])}
        >
          {chapters.map((chapter) => {
            const progress = chapterProgress(chapter);
            const minutes = chapter.lessons.reduce((sum, l) => sum + l.minutes, 0);
            return (
              <AccordionItem key={chapter.id} value={chapter.id}>
                <AccordionTrigger level={3} className="gap-3 py-3">
                  <span aria-hidden className="relative grid shrink-0 place-items-center">
                    <CircularProgress value={progress.percent} color="success" size={36} thickness={3} />
                    <span className="absolute text-xs font-semibold">{formatNumber(Number(chapter.id))}</span>
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span>
                      <span className="sr-only">
                        {t('details.content.chapterNumber', { number: formatNumber(Number(chapter.id)) })}{' '}
                      </span>
                      {chapter.title}
                    </span>
                    <span className="text-xs font-normal text-muted-foreground">
                      {t('details.content.chapterMeta', {
                        done: formatNumber(progress.done),
                        total: formatNumber(progress.total),
                        time: formatDuration(minutes),
                      })}
                    </span>
                  </span>
                </AccordionTrigger>
                <AccordionContent className="pb-3">
                  <ul className="flex flex-col gap-1">
                    {chapter.lessons.map((lesson) => {
                      const current = lesson.id === currentLessonId;
                      const inputId = `lesson-${lesson.id}`;
                      return (
                        <li
                          key={lesson.id}
                          aria-current={current ? 'step' : undefined}
                          className={cn(
                            'flex items-center gap-3 rounded-md px-2 py-1.5 text-foreground',
                            current && 'bg-primary/10',
                          )}
                        >
                          <Checkbox
                            id={inputId}
                            tone="success"
                            checked={lesson.done}
                            disabled={!onToggleLesson}
                            onChange={(e) => onToggleLesson?.(lesson.id, e.target.checked)}
                          />
                          <label
                            htmlFor={inputId}
                            className={cn('min-w-0 flex-1', current && 'font-medium text-primary-text')}
                          >
                            <span className="sr-only">{chapter.title}: </span>
                            {lesson.title}
                          </label>
                          {!lesson.done && lesson.watched > 0 && (
                            <span className="text-xs font-medium text-primary-text tabular-nums">
                              {t('details.content.watched', { percent: formatPercent(lesson.watched) })}
                            </span>
                          )}
                          <span className="text-xs text-muted-foreground tabular-nums">
                            {formatDuration(lesson.minutes)}
                          </span>
                          <Button
                            variant="ghost"
                            color="primary"
                            size="icon-sm"
                            aria-label={t('details.content.play', { chapter: chapter.title, lesson: lesson.title })}
                            onClick={() => onSelectLesson(lesson.id)}
                          >
                            <Play aria-hidden />
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      </section>
    </Card>
  );
}
