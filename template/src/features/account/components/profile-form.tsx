import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useFormMessage } from '@/lib/form-messages';
import { updateSettings } from '@/lib/settings';
import { useSaveProfile } from '../api/profile';
import { profileFormSchema, type ProfileFormValues } from '../form-schema';
import { profileLanguages, timeZones, type Profile } from '../types';
import { AvatarUpload } from './avatar-upload';
import { Alert } from '@/components/ui/alert';
import { applyServerErrors } from './server-errors';

const fields = ['fullName', 'email', 'phone', 'language', 'timeZone', 'avatar'] as const;

/** Name, e-mail, phone, language, time zone and picture, saved together. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const text = useFormMessage();
  const save = useSaveProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: profile });
  const name = useWatch({ control: form.control, name: 'fullName' });
  const { errors, isDirty } = form.formState;
  const error = (field: keyof ProfileFormValues) => text(errors[field]?.message);

  // A fresh answer from the server (after a save) becomes the form's new starting point.
  useEffect(() => form.reset(profile), [profile, form]);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        // The account's language is the app's language too.
        if (saved.language !== profile.language) updateSettings({ locale: saved.language });
        toast.success(t('saved'));
      },
      onError: (e) => setFailure(applyServerErrors(form, e, fields, t('saveFailed'))),
    });
  });

  const textField = (field: 'fullName' | 'email' | 'phone', type = 'text', autoComplete?: string) => (
    <FormField label={t(`profile.${field}`)} error={error(field)} required={field !== 'phone'}>
      {(control) => <Input {...control} type={type} autoComplete={autoComplete} {...form.register(field)} />}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-6"
          aria-label={t('profile.title')}
        >
          {failure && (
            <Alert color="error" role="alert">
              {failure}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="avatar"
            render={({ field }) => (
              <AvatarUpload
                value={field.value}
                onChange={(v) => field.onChange(v)}
                name={name || profile.fullName}
                error={error('avatar')}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {textField('fullName', 'text', 'name')}
            {textField('email', 'email', 'email')}
            {textField('phone', 'tel', 'tel')}
            <FormField label={t('profile.language')} error={error('language')}>
              {(control) => (
                <NativeSelect {...control} {...form.register('language')}>
                  {profileLanguages.map((lng) => (
                    <option key={lng} value={lng}>
                      {t(`languages.${lng}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t('profile.timeZone')} error={error('timeZone')}>
              {(control) => (
                <NativeSelect {...control} {...form.register('timeZone')}>
                  {timeZones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
            <Button
              type="button"
              variant="tonal"
              color="secondary"
              disabled={!isDirty || save.isPending}
              onClick={() => {
                setFailure(null);
                form.reset(profile);
              }}
            >
              {t('reset')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
