/** Vertical steps with each step's content under it; Up and Down move between the headers. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

const stepIds = ['settings', 'group', 'ad'];

export function StepperVertical() {
  const { t } = useTranslation('ui-components');
  const [index, setIndex] = useState(0);
  const steps: StepperStep[] = stepIds.map((id, i) => ({
    id: String(i),
    title: t(`stepper.demo.campaign.${id}`),
    description: id === 'group' ? t('stepper.demo.campaign.groupDescription') : undefined,
    content: (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">{t('stepper.demo.campaign.fillIn', { step: i + 1 })}</p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => setIndex(Math.min(i + 1, stepIds.length))}>
            {i === stepIds.length - 1 ? t('stepper.demo.finish') : t('stepper.demo.continue')}
          </Button>
          {i > 0 && (
            <Button size="sm" variant="text" color="secondary" onClick={() => setIndex(i - 1)}>
              {t('stepper.demo.back')}
            </Button>
          )}
        </div>
      </div>
    ),
  }));
  return (
    <div className="flex flex-col gap-4">
      <Stepper
        steps={steps}
        orientation="vertical"
        value={String(Math.min(index, stepIds.length - 1))}
        completed={steps.filter((_, i) => i < index).map((step) => step.id)}
        onValueChange={(id) => setIndex(Number(id))}
        label={t('stepper.demo.campaign.label')}
      />
      {index === stepIds.length && (
        <Button size="sm" variant="tonal" className="w-fit" onClick={() => setIndex(0)}>
          {t('stepper.demo.startAgain')}
        </Button>
      )}
    </div>
  );
}
