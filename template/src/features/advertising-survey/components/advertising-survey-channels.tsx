import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { ControlledField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { channels, type Survey } from '../form-schema';

/**
 * Where the ads were seen: at least one box, and "Other" opens a text field that is then required
 * (and gets focus, so keyboard users land in it).
 */
export function AdvertisingSurveyChannels({ form }: { form: UseFormReturn<Survey> }) {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const { control, setFocus } = form;
  const otherTicked = useWatch({ control, name: 'channels' }).includes('other');

  return (
    <div className="flex flex-col gap-4">
      <ControlledField
        control={control}
        name="channels"
        label={t('advertising.channels')}
        description={t('advertising.channelHint')}
        kind="group"
        required
      >
        {({ value, onChange, onBlur, ref }, { 'aria-required': _, 'aria-invalid': invalid, ...aria }) => (
          <div role="group" {...aria} className="flex flex-wrap gap-x-6 gap-y-3">
            {channels.map((channel, index) => (
              <div key={channel} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${channel}`}
                  ref={index === 0 ? ref : undefined}
                  checked={value.includes(channel)}
                  aria-invalid={invalid}
                  onBlur={onBlur}
                  onChange={(event) => {
                    const next = event.target.checked ? [...value, channel] : value.filter((c) => c !== channel);
                    onChange(next);
                    if (channel === 'other' && event.target.checked) setTimeout(() => setFocus('otherChannel'));
                  }}
                />
                <Label htmlFor={`${id}-${channel}`} className="font-normal">
                  {t(`advertising.channel.${channel}`)}
                </Label>
              </div>
            ))}
          </div>
        )}
      </ControlledField>
      {otherTicked && (
        <ControlledField
          control={control}
          name="otherChannel"
          label={t('advertising.otherText')}
          required
          className="max-w-sm"
        >
          {(field, aria) => <Input {...field} {...aria} />}
        </ControlledField>
      )}
    </div>
  );
}
