/** `navigation="free"` lets people open any step from the header, in any order; icons replace numbers. */
import { useState } from 'react';
import { Image, Palette, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Stepper, type StepperStep } from '@/components/ui/stepper';

export function StepperEditable() {
  const { t } = useTranslation('ui-components');
  const [current, setCurrent] = useState('brand');
  const steps: StepperStep[] = [
    {
      id: 'brand',
      title: t('stepper.demo.theme.brand.title'),
      icon: <Palette aria-hidden />,
      content: <p className="text-sm">{t('stepper.demo.theme.brand.content')}</p>,
    },
    {
      id: 'type',
      title: t('stepper.demo.theme.type.title'),
      icon: <Type aria-hidden />,
      optional: true,
      content: <p className="text-sm">{t('stepper.demo.theme.type.content')}</p>,
    },
    {
      id: 'logo',
      title: t('stepper.demo.theme.logo.title'),
      icon: <Image aria-hidden />,
      content: <p className="text-sm">{t('stepper.demo.theme.logo.content')}</p>,
    },
  ];
  return (
    <Stepper
      steps={steps}
      value={current}
      onValueChange={setCurrent}
      navigation="free"
      completed={['type']}
      label={t('stepper.demo.theme.label')}
    />
  );
}
