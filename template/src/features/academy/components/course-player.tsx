import { CheckCircle2, ChevronLeft, ChevronRight, Circle, VideoOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDuration } from '../learning';
import type { Lesson } from '../types';
import poster from '../assets/lesson-poster.svg';

export interface CoursePlayerProps {
  lesson: Lesson;
  chapterTitle: string;
  /** Move to the lesson before or after; undefined at either end of the course. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Ticks or unticks the lesson; undefined when the learner is not enrolled. */
  onToggleDone?: (done: boolean) => void;
}

/**
 * The lesson's video: a native player (keyboard, captions and picture-in-picture come with it) when
 * the lesson has a video file, otherwise the poster with a plain statement that the video is not
 * available, since the demo ships no video and must not reach the internet for one.
 */
export function CoursePlayer({ lesson, chapterTitle, onPrevious, onNext, onToggleDone }: CoursePlayerProps) {
  const { t, i18n } = useTranslation('academy');
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3" data-testid="course-player">
      <div className="relative aspect-video overflow-hidden rounded-card bg-black">
        {lesson.video ? (
          <video
            key={lesson.id}
            controls
            preload="metadata"
            poster={poster}
            className="size-full"
            aria-labelledby={captionId}
          >
            <source src={lesson.video.src} type={lesson.video.type} />
            {lesson.video.captions && (
              <track
                kind="captions"
                src={lesson.video.captions}
                srcLang={i18n.language}
                label={t('player.captions')}
                default
              />
            )}
          </video>
        ) : (
          <>
            <img src={poster} alt="" className="absolute inset-0 size-full object-cover" />
            <div className="relative flex size-full flex-col items-center justify-center gap-2 bg-black/45 p-6 text-center text-white">
              <VideoOff aria-hidden className="size-10 sm:size-12" strokeWidth={1.5} />
              <p className="text-lg font-semibold">{t('player.unavailable')}</p>
              <p className="hidden max-w-md text-sm text-white/85 sm:block">{t('player.unavailableHint')}</p>
            </div>
          </>
        )}
      </div>
      <figcaption id={captionId} className="flex flex-col">
        <span className="text-sm text-muted-foreground">
          {t('player.chapter', { chapter: chapterTitle })} · {formatDuration(lesson.minutes)}
        </span>
        <span className="font-semibold">{lesson.title}</span>
      </figcaption>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="tonal" color="secondary" size="sm" onClick={onPrevious} disabled={!onPrevious}>
          <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
          {t('player.previous')}
        </Button>
        <Button variant="tonal" color="secondary" size="sm" onClick={onNext} disabled={!onNext}>
          {t('player.next')}
          <ChevronRight aria-hidden className="rtl:-scale-x-100" />
        </Button>
        {onToggleDone && (
          <Button
            variant={lesson.done ? 'solid' : 'outline'}
            color="success"
            size="sm"
            className="ms-auto"
            aria-pressed={lesson.done}
            onClick={() => onToggleDone(!lesson.done)}
          >
            {lesson.done ? <CheckCircle2 aria-hidden /> : <Circle aria-hidden />}
            {t('player.markDone')}
          </Button>
        )}
      </div>
    </figure>
  );
}
