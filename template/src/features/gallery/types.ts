import type { ComponentType } from 'react';

/** One demo section of a gallery page: a live example and the way to fetch its own source. */
export interface GalleryExample {
  /** The file name without the component prefix: `button-colors.tsx` -> `colors`. */
  id: string;
  /** Path of the file in the repository, shown above its source. */
  file: string;
  Component: ComponentType;
  /** Resolves to the example file's source text (loaded when "View code" is first opened). */
  loadSource: () => Promise<string>;
}
