/** Shapes of the help centre's questions, checked at the API edge. */
import { z } from 'zod/mini';

export const faqIcons = ['payment', 'delivery', 'returns', 'orders', 'account'] as const;

export const faqQuestionSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.enum(faqIcons),
  questions: z.array(faqQuestionSchema),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqAnswerSchema = z.object({ categories: z.array(faqCategorySchema), total: z.number() });
export type FaqAnswer = z.infer<typeof faqAnswerSchema>;

export interface FaqFilters {
  /** Words every shown question must contain. */
  q: string;
  /** One category id, or undefined for all of them. */
  category?: string;
}
