/** Titles under the indicators (`labelPlacement="bottom"`); on phones only the indicators remain. */
import { useTranslation } from 'react-i18next';
import { Stepper } from '@/components/ui/stepper';

const stepIds = ['cart', 'address', 'payment', 'confirm'];

export function StepperAlternate() {
  const { t } = useTranslation('ui-components');
  const steps = stepIds.map((id) => ({ id, title: t(`stepper.demo.checkout.${id}`) }));
  return (
    <Stepper steps={steps} defaultValue="payment" labelPlacement="bottom" label={t('stepper.demo.checkout.label')} />
  );
}
