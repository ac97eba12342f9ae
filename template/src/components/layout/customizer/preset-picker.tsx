import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { presetNames, type Preset } from '@/config/theme';

/**
 * The six primary-colour presets as swatches; the chosen one carries a check. Each swatch carries
 * its own `data-preset`, so the preset's block in styles/tokens.css colours it.
 */
export function PresetPicker({ value, onChange }: { value: Preset; onChange: (preset: Preset) => void }) {
  const { t } = useTranslation('common');
  return (
    <RadioGroupPrimitive.Root
      aria-label={t('customizer.preset')}
      value={value}
      onValueChange={(v) => onChange(v as Preset)}
      orientation="horizontal"
      className="grid grid-cols-6 gap-2"
    >
      {presetNames.map((name) => (
        <RadioGroupPrimitive.Item
          key={name}
          value={name}
          aria-label={t(`customizer.presets.${name}`)}
          title={t(`customizer.presets.${name}`)}
          className="group grid aspect-square cursor-pointer place-items-center rounded-[calc(var(--radius)*0.8)] border border-border p-1 transition-[border-color,box-shadow] hover:border-foreground/30 data-[state=checked]:border-transparent data-[state=checked]:shadow-[0_0_0_2px_var(--primary)]"
          data-preset={name}
        >
          <span className="grid size-full place-items-center rounded-[calc(var(--radius)*0.6)] bg-primary text-primary-foreground">
            <Check
              aria-hidden
              strokeWidth={3}
              className="size-4 scale-50 opacity-0 transition-[opacity,scale] group-data-[state=checked]:scale-100 group-data-[state=checked]:opacity-100"
            />
          </span>
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
