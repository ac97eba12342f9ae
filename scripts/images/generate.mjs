/**
 * `npm run images`: draws the demo's picture sets (see ./sets.mjs), writes them under
 * template/public/images/<set>/<name>-<width>.{avif,webp} and lists them in LICENSES.md there. Run
 * by hand after changing a drawing; the output is committed, so neither the build nor the browser
 * ever draws or fetches a picture.
 *   --only <set>     redraw one set
 *   --sheet <dir>    also write one PNG contact sheet per set, to look at the whole set at once
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { writeLicenses } from './licenses.mjs';
import { sets } from './sets.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, sheet: { type: 'string' } } });
const root = fileURLToPath(new URL('../../template/public/images/', import.meta.url));

async function renderSet(set) {
  const dir = `${root}${set.name}/`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let bytes = 0;
  const tiles = [];
  for (const item of set.items) {
    const svg = Buffer.from(item.svg());
    for (const width of set.widths) {
      const height = Math.round((width * set.ratio[1]) / set.ratio[0]);
      // Density keeps librsvg drawing at the target size rather than scaling a small bitmap up.
      const image = sharp(svg, { density: 72 * Math.max(1, width / set.drawWidth) }).resize(width, height);
      const avif = await image.clone().avif({ quality: 55, effort: 4 }).toBuffer();
      const webp = await image.clone().webp({ quality: 80, effort: 4 }).toBuffer();
      await writeFile(`${dir}${item.name}-${width}.avif`, avif);
      await writeFile(`${dir}${item.name}-${width}.webp`, webp);
      bytes += avif.length + webp.length;
    }
    if (args.sheet) tiles.push(await sharp(svg).resize(320).png().toBuffer());
  }
  if (args.sheet) await writeSheet(set, tiles);
  console.log(`${set.name}: ${set.items.length} pictures, ${(bytes / 1024).toFixed(0)} KB`);
  return bytes;
}

async function writeSheet(set, tiles) {
  const height = Math.round((320 * set.ratio[1]) / set.ratio[0]);
  const columns = Math.min(5, tiles.length);
  const rows = Math.ceil(tiles.length / columns);
  await mkdir(args.sheet, { recursive: true });
  await sharp({ create: { width: columns * 320, height: rows * height, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % columns) * 320, top: Math.floor(i / columns) * height })))
    .png()
    .toFile(`${args.sheet}/${set.name}.png`);
}

let total = 0;
for (const set of sets.filter((s) => !args.only || s.name === args.only)) total += await renderSet(set);
console.log(`total: ${(total / 1024).toFixed(0)} KB`);
await writeLicenses(`${root}LICENSES.md`);
