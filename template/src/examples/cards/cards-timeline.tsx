/** A timeline card: an order's journey, newest step first, each with its time and a detail. */
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

const steps = [
  { id: 'delivered', time: '09:47', color: 'success' },
  { id: 'out', time: '08:11', color: 'info' },
  { id: 'shipped', time: '17:44', color: 'warning' },
  { id: 'placed', time: '10:42', color: 'primary' },
] as const;

export function CardsTimeline() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('timeline.title')}</h3>
        </CardTitle>
        <CardDescription>{t('timeline.text', { number: '#5024' })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Timeline aria-label={t('timeline.title')}>
          {steps.map((step) => (
            <TimelineItem key={step.id} color={step.color}>
              <TimelineTitle>
                {t(`timeline.steps.${step.id}.title`)}
                <span className="text-xs font-normal text-muted-foreground">{step.time}</span>
              </TimelineTitle>
              <TimelineDescription>{t(`timeline.steps.${step.id}.text`)}</TimelineDescription>
            </TimelineItem>
          ))}
        </Timeline>
      </CardContent>
    </Card>
  );
}
