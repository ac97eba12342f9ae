import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { FormSheet } from '@/components/ui/form-sheet';
import { apiErrorMessage } from '@/lib/api-client';
import { useFormMessage } from '@/lib/form-messages';
import { cardFormSchema, toCardFormValues, toCardInput, type CardFormValues } from '../form-schema';
import { kanbanLabels } from '../labels';
import type { KanbanCard, KanbanCardInput, KanbanMember } from '../types';

export interface KanbanCardSheetProps {
  /** The card being edited; null keeps the sheet closed. */
  card: KanbanCard | null;
  members: readonly KanbanMember[];
  saving: boolean;
  /** The server's refusal of the last save, shown above the fields. */
  error: unknown;
  onClose: () => void;
  onSave: (id: string, input: KanbanCardInput) => void;
  onDelete: (card: KanbanCard) => void;
}

const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** The side sheet that edits a card's every field; nothing is sent while a field is wrong. */
export function KanbanCardSheet({ card, members, saving, error, onClose, onSave, onDelete }: KanbanCardSheetProps) {
  const { t } = useTranslation('kanban');
  const text = useFormMessage();
  const form = useForm<CardFormValues>({ resolver: zodResolver(cardFormSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (card) form.reset(toCardFormValues(card));
  }, [card, form]);

  const submit = form.handleSubmit((values) => card && onSave(card.id, toCardInput(values)));
  return (
    <FormSheet
      open={card !== null}
      onClose={onClose}
      busy={saving}
      title={t('sheet.title')}
      description={t('sheet.description')}
      onSubmit={(e) => void submit(e)}
      alert={error !== null && error !== undefined ? (apiErrorMessage(error) ?? t('sheet.failed')) : null}
      footer={
        <>
          <Button type="submit" loading={saving}>
            {t('sheet.save')}
          </Button>
          <Button type="button" variant="tonal" color="error" onClick={() => card && onDelete(card)}>
            {t('sheet.delete')}
          </Button>
        </>
      }
    >
      <FormField label={t('sheet.titleLabel')} error={text(errors.title?.message)}>
        {(control) => <Input {...control} {...form.register('title')} autoComplete="off" />}
      </FormField>
      <FormField label={t('sheet.descriptionLabel')} error={text(errors.description?.message)}>
        {(control) => <Textarea {...control} {...form.register('description')} rows={4} />}
      </FormField>
      <Controller
        control={form.control}
        name="labels"
        render={({ field }) => (
          <FormField label={t('sheet.labels')} kind="group">
            {(control) => (
              <div role="group" {...control} className="flex flex-wrap gap-x-4 gap-y-2">
                {kanbanLabels.map((label) => (
                  <label key={label} className="inline-flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={field.value?.includes(label) ?? false}
                      onChange={(e) => field.onChange(toggle(field.value ?? [], label, e.target.checked))}
                    />
                    {t(`labels.${label}`)}
                  </label>
                ))}
              </div>
            )}
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="assignees"
        render={({ field }) => (
          <FormField label={t('sheet.assignees')} kind="group" error={text(errors.assignees?.message)}>
            {(control) => (
              <div role="group" {...control} className="grid gap-2 sm:grid-cols-2">
                {members.map((member) => (
                  <label key={member.id} className="inline-flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={field.value?.includes(member.id) ?? false}
                      onChange={(e) => field.onChange(toggle(field.value ?? [], member.id, e.target.checked))}
                    />
                    <Avatar src={member.avatar} alt="" size="xs" fallback={member.name.slice(0, 1)} />
                    {member.name}
                  </label>
                ))}
              </div>
            )}
          </FormField>
        )}
      />
      <FormField label={t('sheet.dueDate')} error={text(errors.dueDate?.message)}>
        {(control) => <Input {...control} type="date" {...form.register('dueDate')} />}
      </FormField>
    </FormSheet>
  );
}
