import { z } from 'zod/mini';
import { maxLength, required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

export const statements = ['believable', 'understood', 'creative', 'original', 'memorable'] as const;
export const agreement = ['stronglyAgree', 'agree', 'neutral', 'disagree', 'stronglyDisagree'] as const;
export const frequencies = ['0', '1', '2', '3', '4', '5+'] as const;
export const channels = ['billboard', 'magazine', 'newspaper', 'tv', 'other'] as const;
export const leastLikedMax = 500;

const answer = z.string().check(ruleCheck(required));

/**
 * Every rating and the frequency are required, at least one channel must be ticked, and ticking
 * "other" makes its text required too.
 */
export const surveySchema = z
  .object({
    ratings: z.object({
      believable: answer,
      understood: answer,
      creative: answer,
      original: answer,
      memorable: answer,
    }),
    frequency: answer,
    channels: z.array(z.string()).check(ruleCheck(required)),
    otherChannel: z.string(),
    leastLiked: z.string().check(ruleCheck(required, maxLength(leastLikedMax))),
  })
  .check(
    z.superRefine((survey, ctx) => {
      if (survey.channels.includes('other') && survey.otherChannel.trim() === '') {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['otherChannel'], input: survey.otherChannel });
      }
    }),
  );

export type Survey = z.infer<typeof surveySchema>;

export const emptySurvey: Survey = {
  ratings: { believable: '', understood: '', creative: '', original: '', memorable: '' },
  frequency: '',
  channels: [],
  otherChannel: '',
  leastLiked: '',
};
