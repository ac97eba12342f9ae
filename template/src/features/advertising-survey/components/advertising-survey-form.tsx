import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ControlledField } from '@/components/ui/form';
import { Textarea } from '@/components/ui/input';
import { emptySurvey, leastLikedMax, statements, surveySchema, type Survey } from '../form-schema';
import { AdvertisingSurveyChannels } from './advertising-survey-channels';
import { AdvertisingSurveyChoice } from './advertising-survey-choice';

/** The advertising evaluation: five ratings, a frequency, the channels seen and a free answer. */
export function AdvertisingSurveyForm() {
  const { t } = useTranslation('ui-forms');
  const [sent, setSent] = useState(false);
  const form = useForm<Survey>({ resolver: zodResolver(surveySchema), defaultValues: emptySurvey });
  const { control, handleSubmit, formState, reset } = form;

  if (sent) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <CircleCheck aria-hidden className="size-12 text-success" />
          <h2 className="text-xl font-semibold">{t('advertising.successTitle')}</h2>
          <p role="status" className="text-muted-foreground">
            {t('advertising.successText')}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              reset(emptySurvey);
              setSent(false);
            }}
          >
            {t('advertising.again')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const failed = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('advertising.title')}</CardTitle>
        <CardDescription>{t('advertising.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex flex-col gap-8">
          {failed && (
            <p role="alert" className="rounded-lg bg-error/10 px-4 py-3 text-sm font-medium text-error-text">
              {t('advertising.errorSummary')}
            </p>
          )}
          <section className="flex flex-col gap-6" aria-labelledby="agreement-heading">
            <h3 id="agreement-heading" className="font-semibold">
              {t('advertising.agreement')}
            </h3>
            {statements.map((statement) => (
              <AdvertisingSurveyChoice
                key={statement}
                control={control}
                name={`ratings.${statement}`}
                label={t(`advertising.statements.${statement}`)}
                kind="agreement"
              />
            ))}
          </section>
          <AdvertisingSurveyChoice
            control={control}
            name="frequency"
            label={t('advertising.frequency')}
            kind="frequency"
          />
          <AdvertisingSurveyChannels form={form} />
          <ControlledField
            control={control}
            name="leastLiked"
            label={t('advertising.leastLiked')}
            required
            maxLength={leastLikedMax}
          >
            {(field, aria) => <Textarea {...field} {...aria} rows={4} />}
          </ControlledField>
          <div>
            <Button type="submit">{t('advertising.submit')}</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
