/** A step with `error` turns red and is announced as having an error; the rest keep their state. */
import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/stepper';

export function StepperError() {
  const { t } = useTranslation('ui-components');
  const steps = [
    { id: 'details', title: t('stepper.demo.order.details'), description: t('stepper.demo.order.done') },
    {
      id: 'payment',
      title: t('stepper.demo.order.payment'),
      description: t('stepper.demo.order.declined'),
      error: true,
    },
    { id: 'review', title: t('stepper.demo.order.review') },
  ];
  return <Stepper steps={steps} defaultValue="review" navigation="free" label={t('stepper.demo.order.label')} />;
}
