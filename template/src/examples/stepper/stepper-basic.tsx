/**
 * A linear wizard: Back and Next move through the steps, finished steps can be reopened from the
 * header, later ones cannot. The step contents are the page's own.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

const stepIds = ['account', 'profile', 'plan'];

export function StepperBasic() {
  const { t } = useTranslation('ui-components');
  const [current, setCurrent] = useState('account');
  const steps: StepperStep[] = stepIds.map((id) => ({
    id,
    title: t(`stepper.demo.signUp.${id}.title`),
    description: t(`stepper.demo.signUp.${id}.description`),
    content: <p className="text-sm">{t(`stepper.demo.signUp.${id}.content`)}</p>,
  }));
  const index = stepIds.indexOf(current);
  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={steps} value={current} onValueChange={setCurrent} label={t('stepper.demo.signUp.label')} />
      <div className="flex justify-between gap-3">
        <Button
          variant="outline"
          color="secondary"
          disabled={index === 0}
          onClick={() => setCurrent(stepIds[index - 1]!)}
        >
          {t('stepper.demo.back')}
        </Button>
        <Button disabled={index === stepIds.length - 1} onClick={() => setCurrent(stepIds[index + 1]!)}>
          {t('stepper.demo.next')}
        </Button>
      </div>
    </div>
  );
}
