import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormSheet } from '@/components/ui/form-sheet';
import { Switch } from '@/components/ui/switch';
import { apiErrorMessage } from '@/lib/api-client';
import { useFormMessage } from '@/lib/form-messages';
import { calendarCategories, type CalendarEvent, type CalendarEventInput } from '../types';
import { eventFormSchema, switchAllDay, toEventInput, toFormValues, type EventFormValues } from '../form-schema';

export interface CalendarEventDrawerProps {
  /** What the drawer edits: an existing event, or a new one over a range; null keeps it closed. */
  target: { event: CalendarEvent } | { range: Pick<CalendarEvent, 'start' | 'end' | 'allDay'> } | null;
  saving: boolean;
  deleting: boolean;
  /** Server's refusal of the last save, shown above the fields. */
  error: unknown;
  onClose: () => void;
  onSave: (input: CalendarEventInput, id?: string) => void;
  onDelete: (id: string) => void;
}

/** "Add event" / "Update event" drawer with every field of an event; nothing is sent while one is wrong. */
export function CalendarEventDrawer({
  target,
  saving,
  deleting,
  error,
  onClose,
  onSave,
  onDelete,
}: CalendarEventDrawerProps) {
  const { t } = useTranslation('calendar');
  const text = useFormMessage();
  const existing = target && 'event' in target ? target.event : null;
  const form = useForm<EventFormValues>({ resolver: zodResolver(eventFormSchema) });
  const { errors } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });

  useEffect(() => {
    if (target) form.reset(toFormValues('event' in target ? target.event : target.range));
  }, [target, form]);

  const submit = form.handleSubmit((values) => onSave(toEventInput(values), existing?.id));
  const dateType = allDay ? 'date' : 'datetime-local';

  return (
    <FormSheet
      open={target !== null}
      onClose={onClose}
      busy={saving}
      title={existing ? t('form.editTitle') : t('form.addTitle')}
      description={t('form.description')}
      onSubmit={(e) => void submit(e)}
      alert={error !== null && error !== undefined ? (apiErrorMessage(error) ?? t('form.failed')) : null}
      footer={
        <>
          <Button type="submit" loading={saving}>
            {existing ? t('form.update') : t('form.add')}
          </Button>
          {existing ? (
            <Button
              type="button"
              variant="tonal"
              color="error"
              loading={deleting}
              onClick={() => onDelete(existing.id)}
            >
              {t('form.delete')}
            </Button>
          ) : (
            <Button type="button" variant="tonal" color="secondary" onClick={onClose}>
              {t('form.cancel')}
            </Button>
          )}
        </>
      }
    >
      <FormField label={t('form.title')} error={text(errors.title?.message)}>
        {(control) => <Input {...control} {...form.register('title')} autoComplete="off" />}
      </FormField>
      <FormField label={t('form.calendar')} error={text(errors.calendar?.message)}>
        {(control) => (
          <NativeSelect {...control} {...form.register('calendar')}>
            <option value="">{t('form.choose')}</option>
            {calendarCategories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="allDay"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="event-all-day"
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                form.setValue('start', switchAllDay(form.getValues('start'), checked));
                form.setValue('end', switchAllDay(form.getValues('end'), checked, '10:00'));
              }}
            />
            <Label htmlFor="event-all-day">{t('form.allDay')}</Label>
          </div>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.start')} error={text(errors.start?.message)}>
          {(control) => <Input {...control} type={dateType} {...form.register('start')} />}
        </FormField>
        <FormField label={t('form.end')} error={text(errors.end?.message)}>
          {(control) => <Input {...control} type={dateType} {...form.register('end')} />}
        </FormField>
      </div>
      <FormField label={t('form.url')} error={text(errors.url?.message)}>
        {(control) => (
          <Input {...control} type="url" inputMode="url" {...form.register('url')} placeholder="https://" />
        )}
      </FormField>
      <FormField label={t('form.guests')} error={text(errors.guests?.message)} description={t('form.guestsHint')}>
        {(control) => <Input {...control} {...form.register('guests')} autoComplete="off" />}
      </FormField>
      <FormField label={t('form.descriptionLabel')} error={text(errors.description?.message)}>
        {(control) => <Textarea {...control} {...form.register('description')} rows={3} />}
      </FormField>
    </FormSheet>
  );
}
