/**
 * Writes template/public/images/LICENSES.md: every picture and video the demo ships, where it comes
 * from and under which licence. The drawn sets are listed from ./sets.mjs and the lesson clips from
 * ../videos/clips.mjs; pictures made another way are listed in `others` by hand.
 * template/src/testing/image-licenses.test.ts fails when a file under public/images or public/videos
 * is missing from the list (or listed but missing).
 */
import { writeFile } from 'node:fs/promises';
import { captionLanguages, clips } from '../videos/clips.mjs';
import { sets } from './sets.mjs';

const others = [
  {
    files: 'avatars/avatar-{1,2,3,4,5,6}.svg',
    source: 'Drawn by hand as SVG for Tessera (commit 7611e72, users demo backend)',
  },
];

const licence = 'MIT, as the rest of Tessera (LICENSE at the repository root)';

export async function writeLicenses(file) {
  const rows = [
    ...sets.flatMap((set) =>
      set.items.map((item) => ({
        files: `${set.name}/${item.name}-{${set.widths.join(',')}}.{avif,webp}`,
        source: `Drawn in code by scripts/images (set "${set.name}"), rendered with sharp`,
      })),
    ),
    ...others,
    ...clips.map((clip) => ({
      files: `../videos/${clip.name}.{webm,mp4,webp,${captionLanguages.map((lng) => `${lng}.vtt`).join(',')}}`,
      source: `Drawn in code by scripts/videos (clip "${clip.name}"), rendered with sharp, encoded with ffmpeg; captions written for Tessera`,
    })),
  ];
  const text = [
    '# Pictures of the demo',
    '',
    'Every picture under `public/images` and every video under `public/videos` (listed as `../videos/`),',
    'where it comes from and its licence. All were made for Tessera: none is fetched from another site,',
    'none is stock footage or a stock photo. `npm run images` and `npm run videos` redraw the drawn sets',
    'and the lesson clips and rewrite this file; add any other picture to `others` in',
    'scripts/images/licenses.mjs.',
    '',
    '| Files | Source | Licence |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| \`${row.files}\` | ${row.source} | ${licence} |`),
    '',
  ].join('\n');
  await writeFile(file, text);
}
