/** The docs collection: Starlight's schema plus `demo`, the demo screen a page documents. */
import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

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
};
