/**
 * Which files of template/src/examples are examples. An example is named after its folder
 * (`button/button-variants.tsx`); other files there are pieces its examples share
 * (`landscapes/landscape-slide.tsx`). The docs' gallery (examples.ts), their sidebar
 * (astro.config.mjs) and the component pages' e2e walk all ask this one rule.
 */
export const isExampleFile = (folder: string, file: string): boolean =>
  file.startsWith(`${folder}-`) && file.length > folder.length + 5 && file.endsWith('.tsx');
