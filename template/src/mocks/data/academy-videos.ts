/**
 * The lesson clips the demo ships: one per course category, drawn and encoded by scripts/videos
 * (`npm run videos`) into public/videos/. Every lesson of a course plays its category's clip.
 */
import { publicAsset } from '@/lib/public-asset';
import type { CourseCategory } from './academy';

const clipNames: Record<CourseCategory, string> = {
  Design: 'design',
  Development: 'development',
  Security: 'security',
  Data: 'data',
  Business: 'business',
  Marketing: 'marketing',
};

/** The languages every clip has captions in. */
export const captionLanguages = ['en', 'fr', 'ar'];

/** The video of a lesson in a course of `category`: VP9 first (smaller), H.264 (High, level 3.2) for the rest. */
export function lessonVideo(category: CourseCategory) {
  const stem = `videos/${clipNames[category]}`;
  return {
    sources: [
      { src: publicAsset(`${stem}.webm`), type: 'video/webm; codecs="vp9"' },
      { src: publicAsset(`${stem}.mp4`), type: 'video/mp4; codecs="avc1.640020"' },
    ],
    poster: publicAsset(`${stem}.webp`),
    captions: captionLanguages.map((lang) => ({ lang, src: publicAsset(`${stem}.${lang}.vtt`) })),
  };
}
