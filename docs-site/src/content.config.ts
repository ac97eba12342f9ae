/**
 * The docs collection: Starlight's schema plus `demo`, the demo screen a page documents. And the
 * collection of Starlight's own interface strings, which Starlight reads whether or not a site has
 * one: src/content/i18n/en.json holds no key (the English strings stay Starlight's), so the build
 * does not warn about a missing collection.
 */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({
      extend: z.object({
        /** Path inside the demo shown by "Open in demo", e.g. `/dashboard/crm`. @default the demo home */
        demo: z.string().startsWith('/').optional(),
      }),
    }),
  }),
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
