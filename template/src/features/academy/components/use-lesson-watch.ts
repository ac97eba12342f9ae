import { useEffect, useRef, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useSaveWatchProgress } from '../api/save-watch-progress';
import type { Lesson, WatchProgress } from '../types';
import { createWatchSaver, type WatchSaver } from '../watch-saver';

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/** The <video> event handlers that resume a lesson and save how far it was watched. */
export interface LessonWatchHandlers {
  onLoadedMetadata: (event: VideoEvent) => void;
  onTimeUpdate: (event: VideoEvent) => void;
  onPause: (event: VideoEvent) => void;
  onEnded: (event: VideoEvent) => void;
}

const sampleOf = (video: HTMLVideoElement): WatchProgress | undefined =>
  Number.isFinite(video.duration) && video.duration > 0
    ? { position: Math.min(video.currentTime, video.duration), duration: video.duration }
    : undefined;

/**
 * Resumes `lesson` where the learner stopped and saves its position while it plays (throttled, see
 * ../watch-saver.ts), when it pauses or ends, and when the learner moves to another lesson or leaves
 * the page. Nothing is saved when `save` is false (a learner not enrolled watches freely).
 */
export function useLessonWatch({ courseId, lesson, save }: { courseId: number; lesson?: Lesson; save: boolean }) {
  const { t } = useTranslation('academy');
  const mutation = useSaveWatchProgress();
  const { mutate } = mutation;
  const saver = useRef<WatchSaver>(null);
  const lessonId = lesson?.id;

  useEffect(() => {
    if (!save || !lessonId) return undefined;
    const current = createWatchSaver((sample) =>
      mutate(
        { courseId, lessonId, ...sample },
        { onError: (error) => toast.error(apiErrorMessage(error) ?? t('details.saveError'), { id: 'lesson-watch' }) },
      ),
    );
    saver.current = current;
    const leave = () => current.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      current.flush();
      saver.current = null;
    };
  }, [courseId, lessonId, save, mutate, t]);

  const flush = (event: VideoEvent) => {
    const sample = sampleOf(event.currentTarget);
    if (sample) saver.current?.flush(sample);
  };

  const handlers: LessonWatchHandlers = {
    onLoadedMetadata: (event) => {
      const video = event.currentTarget;
      // A lesson watched to its end starts again from the beginning.
      const at = lesson?.position ?? 0;
      if (at > 0 && at < video.duration - 1) video.currentTime = at;
    },
    onTimeUpdate: (event) => {
      const video = event.currentTarget;
      const sample = sampleOf(video);
      if (sample && !video.paused && !video.seeking) saver.current?.playing(sample, performance.now());
    },
    onPause: flush,
    onEnded: flush,
  };
  return handlers;
}
