/**
 * Every picture and video the demo ships is listed, with its source and licence, in
 * public/images/LICENSES.md (a sold template may only carry media it may redistribute; videos, under
 * public/videos, are listed as `../videos/...`), and every picture the sets in lib/picture-sets.ts
 * promise exists in both formats at every width.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pictureSets } from '@/lib/picture-sets';
import { products as helpProducts } from '@/mocks/data/help-center';
import { jobs } from '@/mocks/data/jobs';
import { orderAccessories, orderPictures, orders } from '@/mocks/data/orders';
import { products as storeProducts } from '@/mocks/data/products';
import { orderDetail } from '@/mocks/order-detail';

const root = join(__dirname, '../../public/images');
const videos = join(__dirname, '../../public/videos');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
  );
}

/** Expands `a-{1,2}.{x,y}` into a-1.x, a-1.y, a-2.x, a-2.y. */
function expand(pattern: string): string[] {
  const match = /\{([^}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!.split(',').flatMap((part) => expand(pattern.replace(match[0], part)));
}

const listed = readFileSync(join(root, 'LICENSES.md'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, files = '', source = '', licence = '']) => ({ files: files.replaceAll('`', ''), source, licence }));
const onDisk = [...filesUnder(root).filter((file) => file !== 'LICENSES.md'), ...filesUnder(videos)];

describe('public/images/LICENSES.md', () => {
  it('lists every picture under public/images and video under public/videos, each with a source and a licence', () => {
    expect(onDisk.filter((file) => file.startsWith('../videos/'))).not.toEqual([]);
    const covered = new Set(listed.flatMap((row) => expand(row.files)));
    expect(onDisk.filter((file) => !covered.has(file))).toEqual([]);
    expect(listed.filter((row) => !row.source || !row.licence)).toEqual([]);
  });

  it('lists no picture that is not there', () => {
    const present = new Set(onDisk);
    expect(listed.flatMap((row) => expand(row.files)).filter((file) => !present.has(file))).toEqual([]);
  });

  it('holds every width of every set in AVIF and WebP', () => {
    for (const [set, { widths }] of Object.entries(pictureSets)) {
      const names = new Set(onDisk.filter((f) => f.startsWith(`${set}/`)).map((f) => f.replace(/-\d+\.\w+$/, '')));
      expect(names.size, set).toBeGreaterThan(0);
      for (const name of names) {
        for (const w of widths)
          expect(onDisk, `${name} at ${w}`).toEqual(expect.arrayContaining([`${name}-${w}.avif`, `${name}-${w}.webp`]));
      }
    }
  });
});

describe("the demo backend's pictures", () => {
  const notOnDisk = (url: string) =>
    !url.includes('/images/') || !onDisk.includes(url.slice(url.indexOf('/images/') + '/images/'.length));

  it('are all drawn: every product of the store and of the help centre has its shot on disk', () => {
    const missing = [...storeProducts, ...helpProducts].map((product) => product.image).filter(notOnDisk);
    expect(missing).toEqual([]);
  });

  it("give every job of the board its company's logo, on disk", () => {
    expect(jobs.filter((job) => notOnDisk(job.companyLogo)).map((job) => job.companyName)).toEqual([]);
  });

  it("give every line of every order overview its product's picture, on disk", () => {
    const lines = orders.flatMap((order, i) => orderDetail({ ...order, id: i + 1 }, undefined).items);
    expect(lines.length).toBeGreaterThan(orders.length);
    expect(lines.filter((line) => notOnDisk(line.image)).map((line) => line.productName)).toEqual([]);
    // Each thing sold has a shot of its own: the drawn parcel is only for names the seed does not hold.
    const sold = [...orders.map((order) => order.productName), ...orderAccessories.map(([name]) => name)];
    expect(sold.filter((name) => !(name in orderPictures))).toEqual([]);
  });
});
