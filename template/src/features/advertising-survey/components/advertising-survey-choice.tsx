import { useId } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { agreement, frequencies, type Survey } from '../form-schema';

export interface AdvertisingSurveyChoiceProps {
  control: Control<Survey>;
  name: Extract<FieldPath<Survey>, `ratings.${string}` | 'frequency'>;
  label: string;
  /** `agreement`: the five-point scale; `frequency`: 0 to "5 or more". */
  kind: 'agreement' | 'frequency';
}

/** One required single-choice question, its options in a row that wraps on narrow screens. */
export function AdvertisingSurveyChoice({ control, name, label, kind }: AdvertisingSurveyChoiceProps) {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const options =
    kind === 'agreement'
      ? agreement.map((value) => ({ value, label: t(`advertising.scale.${value}`) }))
      : frequencies.map((value) => ({ value, label: value === '5+' ? t('advertising.fiveOrMore') : value }));
  return (
    <ControlledField control={control} name={name} label={label} kind="group" required>
      {({ value, onChange, ref }, aria) => (
        <RadioGroup
          {...aria}
          value={value}
          onValueChange={onChange}
          orientation="horizontal"
          className="flex flex-wrap gap-x-6 gap-y-3"
        >
          {options.map((option, index) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem
                id={`${id}-${option.value}`}
                value={option.value}
                // The field's first radio takes focus when the question is left unanswered.
                ref={index === 0 ? ref : undefined}
                aria-invalid={aria['aria-invalid']}
              />
              <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </ControlledField>
  );
}
