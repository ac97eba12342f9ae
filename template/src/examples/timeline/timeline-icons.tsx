/** Icons in larger dots, solid or tonal, to tell kinds of events apart at a glance. */
import { CreditCard, MessageSquare, Package, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Timeline, TimelineDescription, TimelineItem, TimelineTitle } from '@/components/ui/timeline';

export function TimelineIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <Timeline aria-label={t('timeline.demo.order', { number: '#5089' })}>
      <TimelineItem icon={<CreditCard />} color="success">
        <TimelineTitle>{t('timeline.demo.tracking.paid.title')}</TimelineTitle>
        <TimelineDescription>{t('timeline.demo.tracking.paid.text', { last4: '4242' })}</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<Package />} color="primary" dotVariant="tonal">
        <TimelineTitle>{t('timeline.demo.tracking.packed.title')}</TimelineTitle>
        <TimelineDescription>{t('timeline.demo.tracking.packed.text')}</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<Truck />} color="info" dotVariant="tonal">
        <TimelineTitle>{t('timeline.demo.tracking.out.title')}</TimelineTitle>
        <TimelineDescription>{t('timeline.demo.tracking.out.text')}</TimelineDescription>
      </TimelineItem>
      <TimelineItem icon={<MessageSquare />} color="secondary" dotVariant="outline">
        <TimelineTitle>{t('timeline.demo.tracking.note.title')}</TimelineTitle>
        <TimelineDescription>{t('timeline.demo.tracking.note.text')}</TimelineDescription>
      </TimelineItem>
    </Timeline>
  );
}
