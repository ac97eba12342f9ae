/**
 * The demo's picture sets, drawn by scripts/images (`npm run images`) into public/images/<set>/ as
 * `<name>-<width>.avif` and `.webp` at each width below. Keep this table and scripts/images/sets.mjs
 * in step: public/images/licenses.test.ts fails when a file this table implies is missing.
 */
import { publicAsset } from './public-asset';

export const pictureSets = {
  products: { widths: [160, 320, 640], ratio: [1, 1] },
  dishes: { widths: [320, 640, 960], ratio: [16, 9] },
  courses: { widths: [160, 320, 640], ratio: [16, 9] },
  slides: { widths: [640, 960, 1440], ratio: [8, 3] },
  posts: { widths: [400, 800], ratio: [2, 1] },
  places: { widths: [320, 640], ratio: [16, 9] },
  illustrations: { widths: [240, 480, 720, 960], ratio: [4, 3] },
  cutouts: { widths: [200, 400], ratio: [4, 3] },
  banners: { widths: [600, 1200, 1800], ratio: [5, 1] },
  previews: { widths: [480, 720, 1024, 1440, 2048], ratio: [8, 5] },
  logos: { widths: [64, 128], ratio: [1, 1] },
} as const satisfies Record<string, { widths: readonly number[]; ratio: readonly [number, number] }>;

export type PictureSet = keyof typeof pictureSets;

/** A record's name as the file name of its picture: 'Monitor 27"' draws as monitor-27. */
export function pictureName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The URL data stores for a picture of a set: its WebP at the second width, a plain picture any
 * client can show. `Picture` recognises the pattern and offers every width and AVIF beside it.
 */
export function pictureUrl(set: PictureSet, name: string): string {
  return publicAsset(`images/${set}/${name}-${pictureSets[set].widths[1]}.webp`);
}

const pattern = /^(.*\/images\/([a-z]+)\/[a-z0-9-]+)-(\d+)\.webp$/;

export interface PictureSource {
  /** The URL without its width and extension. */
  stem: string;
  widths: readonly number[];
  ratio: readonly [number, number];
}

/** The set behind a URL from `pictureUrl`, or null for any other picture (an upload, a buyer's CDN). */
export function pictureSource(src: string): PictureSource | null {
  const match = pattern.exec(src);
  const set = match?.[2];
  if (!match?.[1] || !set || !(set in pictureSets)) return null;
  const { widths, ratio } = pictureSets[set as PictureSet];
  return { stem: match[1], widths, ratio };
}
