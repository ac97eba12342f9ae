import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { formatList } from '@/lib/format';
import { useSaveMail } from '../api/save-mail';
import { composeSchema, invalidAddresses, rejectedFiles, toMailInput, type ComposeValues } from '../form-schema';
import { maxAttachments, maxRecipients, maxSubject } from '../types/constants';
import { EmailComposeAttachments } from './email-compose-attachments';
import { EmailComposeEditor } from './email-compose-editor';

/** What compose opens with: a new message, a reply or forward, or a draft to edit. */
export interface ComposeRequest {
  kind: 'new' | 'reply' | 'forward' | 'draft';
  values: ComposeValues;
  /** The draft saved again (PUT) instead of a new message. */
  draftId?: number;
  threadId?: string;
}

export interface EmailComposeDialogProps {
  request: ComposeRequest | null;
  onClose: () => void;
}

type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'attachments';

/** Compose in a dialog: recipients, subject, rich text and files; Save draft or Send, nothing sent while a field is wrong. */
export function EmailComposeDialog({ request, onClose }: EmailComposeDialogProps) {
  const { t } = useTranslation('email');
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby={undefined}>
        {request && <ComposeForm key={JSON.stringify(request)} request={request} onClose={onClose} />}
        {!request && <DialogTitle className="sr-only">{t('compose.new')}</DialogTitle>}
      </DialogContent>
    </Dialog>
  );
}

function ComposeForm({ request, onClose }: { request: ComposeRequest; onClose: () => void }) {
  const { t } = useTranslation('email');
  const editorId = useId();
  const save = useSaveMail();
  const [copies, setCopies] = useState({ cc: request.values.cc !== '', bcc: request.values.bcc !== '' });
  const form = useForm<ComposeValues>({ resolver: zodResolver(composeSchema), defaultValues: request.values });
  const { errors } = form.formState;

  const message = (field: Field): string | undefined => {
    const key = errors[field]?.message;
    if (!key) return undefined;
    const value = form.getValues(field);
    return t(key, {
      addresses: typeof value === 'string' ? formatList(invalidAddresses(value)) : '',
      files: Array.isArray(value) ? formatList(rejectedFiles(value).map((f) => f.name)) : '',
      count: field === 'subject' ? maxSubject : field === 'attachments' ? maxAttachments : maxRecipients,
    });
  };

  const submit = (mode: ComposeValues['mode']) => {
    form.setValue('mode', mode);
    void form.handleSubmit(async (values) => {
      try {
        await save.mutateAsync({ ...toMailInput(values, request.threadId), draftId: request.draftId });
        toast.success(mode === 'send' ? t('compose.sent') : t('compose.draftSaved'));
        onClose();
      } catch {
        // The mutation's error shows at the top of the form.
      }
    })();
  };

  const recipients = (field: 'to' | 'cc' | 'bcc') => (
    <FormField label={t(`compose.${field}`)} error={message(field)} required={field === 'to'}>
      {(control) => (
        <Input
          {...control}
          {...form.register(field)}
          type="text"
          inputMode="email"
          autoComplete="off"
          dir="ltr"
          placeholder={field === 'to' ? t('compose.toHint') : undefined}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit('send');
      }}
      className="contents"
    >
      <DialogHeader>
        <DialogTitle>{t(`compose.titles.${request.kind}`)}</DialogTitle>
        <DialogDescription className="sr-only">{t('compose.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        {save.isError && (
          <p role="alert" className="rounded-md bg-error/14 p-3 text-sm text-error-text">
            {apiErrorMessage(save.error) ?? t('compose.failed')}
          </p>
        )}
        {recipients('to')}
        <div className="-mt-2 flex gap-2">
          {(['cc', 'bcc'] as const).map((field) =>
            copies[field] ? null : (
              <Button
                key={field}
                type="button"
                size="sm"
                variant="text"
                onClick={() => setCopies((c) => ({ ...c, [field]: true }))}
              >
                {t(`compose.add.${field}`)}
              </Button>
            ),
          )}
        </div>
        {copies.cc && recipients('cc')}
        {copies.bcc && recipients('bcc')}
        <FormField label={t('compose.subject')} error={message('subject')}>
          {(control) => <Input {...control} {...form.register('subject')} autoComplete="off" />}
        </FormField>
        <div className="flex flex-col gap-1.5">
          <p id={editorId} className="text-sm font-medium">
            {t('compose.body')}
          </p>
          <EmailComposeEditor
            labelledBy={editorId}
            initialHtml={request.values.html}
            onChange={(html) => form.setValue('html', html)}
          />
        </div>
        <FormField
          label={t('compose.attachments')}
          error={message('attachments')}
          description={t('compose.attachmentsHint')}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="attachments"
              render={({ field }) => (
                <EmailComposeAttachments value={field.value} onChange={field.onChange} control={control} />
              )}
            />
          )}
        </FormField>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="tonal" color="secondary" onClick={onClose}>
          {t('compose.cancel')}
        </Button>
        <Button
          type="button"
          variant="outline"
          color="secondary"
          onClick={() => submit('draft')}
          loading={save.isPending && form.getValues('mode') === 'draft'}
        >
          {t('compose.saveDraft')}
        </Button>
        <Button type="submit" loading={save.isPending && form.getValues('mode') === 'send'}>
          <Send aria-hidden className="rtl:-scale-x-100" />
          {t('compose.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}
