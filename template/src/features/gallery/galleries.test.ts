import { routes } from '@/config/paths';
import { galleries, type GalleryRoute } from './galleries';

const exampleFiles = Object.keys(import.meta.glob('@/examples/*/*.tsx'));
const idsIn = (folder: string) =>
  exampleFiles
    .filter((file) => file.includes(`/examples/${folder}/`))
    .map((file) => file.replace(/^.*\//, '').replace(/\.tsx$/, ''))
    .map((name) => (name.startsWith(`${folder}-`) ? name.slice(folder.length + 1) : name));

describe('galleries', () => {
  // A gallery screen and the docs load every .tsx file of its folder: a test there would run in the browser.
  it('examples/ holds examples only, no test', () => {
    expect(exampleFiles.filter((file) => /\.test\.tsx$/.test(file))).toEqual([]);
  });

  it.each(Object.entries(galleries))('%s lists every example of its folder once', (_, { folder, order }) => {
    expect(new Set(order).size).toBe(order.length);
    expect([...order].sort()).toEqual(idsIn(folder).sort());
  });

  it('belongs to routes whose screen reads the gallery texts', () => {
    for (const route of Object.keys(galleries) as GalleryRoute[]) {
      expect(routes[route].ns, route).toContain('gallery');
    }
  });
});
