import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useFormMessage } from '@/lib/form-messages';
import { columnFormSchema, quickCardSchema } from '../form-schema';

export interface KanbanTitleFormProps {
  /** The input's label (visually hidden: the form sits where the title will show). */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** Which rules apply: a column's name (40 characters) or a card's title (100). */
  kind: 'column' | 'card';
  /** @default '' */
  defaultValue?: string;
  saving: boolean;
  /** Called with the trimmed title, only when it is valid. */
  onSubmit: (title: string) => void;
  onCancel: () => void;
  className?: string;
}

/**
 * The inline form that adds a column, renames one or adds a card: Enter saves, Escape cancels, and a
 * bad title shows its message under the input and sends nothing.
 */
export function KanbanTitleForm({
  label,
  submitLabel,
  kind,
  defaultValue = '',
  saving,
  onSubmit,
  onCancel,
  className,
}: KanbanTitleFormProps) {
  const { t } = useTranslation('kanban');
  const text = useFormMessage();
  const form = useForm<{ title: string }>({
    resolver: zodResolver(kind === 'column' ? columnFormSchema : quickCardSchema),
    defaultValues: { title: defaultValue },
  });
  const submit = form.handleSubmit(({ title }) => onSubmit(title));
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onCancel();
      }}
      className={cn('flex flex-col gap-2', className)}
    >
      <FormField
        label={label}
        error={text(form.formState.errors.title?.message)}
        className="[&>[data-slot=label]]:sr-only"
      >
        {(control) => <Input {...control} {...form.register('title')} autoComplete="off" autoFocus />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="text" color="secondary" onClick={onCancel}>
          {t('column.cancel')}
        </Button>
      </div>
    </form>
  );
}
