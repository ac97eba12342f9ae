import { CheckCircle2, ChevronLeft, ChevronRight, Circle, VideoOff } from 'lucide-react';
import { useEffect, useId, useRef, type VideoHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDuration, languageName } from '../learning';
import type { Lesson, LessonVideo } from '../types';
import poster from '../assets/lesson-poster.svg';

type VideoEvents = Pick<
  VideoHTMLAttributes<HTMLVideoElement>,
  'onLoadedMetadata' | 'onTimeUpdate' | 'onPause' | 'onEnded'
>;

export interface CoursePlayerProps {
  lesson: Lesson;
  chapterTitle: string;
  /** Move to the lesson before or after; undefined at either end of the course. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Ticks or unticks the lesson; undefined when the learner is not enrolled. */
  onToggleDone?: (done: boolean) => void;
  /** Handlers on the <video> (resume and save the position: use-lesson-watch.ts). */
  videoEvents?: VideoEvents;
}

/**
 * The lesson's video: a native player (keyboard, captions and picture-in-picture come with it) with
 * captions in every language the clip has, the app's language on; or, for a lesson without a video
 * file, the poster with a plain statement that there is none.
 */
export function CoursePlayer({
  lesson,
  chapterTitle,
  onPrevious,
  onNext,
  onToggleDone,
  videoEvents,
}: CoursePlayerProps) {
  const { t } = useTranslation('academy');
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3" data-testid="course-player">
      <div className="relative aspect-video overflow-hidden rounded-card bg-black">
        {lesson.video ? (
          <LessonVideoPlayer key={lesson.id} video={lesson.video} labelledBy={captionId} events={videoEvents} />
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

/**
 * The native player. Nothing loads before the learner presses play but the poster: the clip is not
 * part of the page's first paint. Switching the app's language switches the captions shown.
 */
function LessonVideoPlayer({
  video,
  labelledBy,
  events,
}: {
  video: LessonVideo;
  labelledBy: string;
  events?: VideoEvents;
}) {
  const { i18n } = useTranslation('academy');
  const ref = useRef<HTMLVideoElement>(null);
  const language = video.captions.some((c) => c.lang === i18n.language) ? i18n.language : video.captions[0]?.lang;
  useEffect(() => {
    const tracks = ref.current?.textTracks;
    for (const track of tracks ?? []) track.mode = track.language === language ? 'showing' : 'disabled';
  }, [language]);
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload="none"
      poster={video.poster}
      width={960}
      height={540}
      className="size-full"
      aria-labelledby={labelledBy}
      {...events}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
      {video.captions.map((caption) => (
        <track
          key={caption.lang}
          kind="captions"
          src={caption.src}
          srcLang={caption.lang}
          label={languageName(caption.lang, i18n.language)}
          default={caption.lang === language}
        />
      ))}
    </video>
  );
}
