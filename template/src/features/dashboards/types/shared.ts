/** Zod pieces shared by the dashboards' schemas (one file per dashboard in this folder). */
import { z } from 'zod/mini';
import { tones } from '@/components/ui/tone';

export const toneSchema = z.enum(tones);

/** `YYYY-MM` month keys, formatted for the locale by the cards. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/));
export const numbers = z.array(z.number());
