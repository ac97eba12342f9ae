import { Link2, Mail, PencilLine, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/lib/ability';
import { formatMoney } from '@/lib/format';
import type { Invoice } from '../types';
import { invoiceEditHref } from './invoice-links';

/** Print, edit (when the role may update invoices), e-mail and share one invoice. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const editable = useCan('update', 'Invoice');
  const subject = t('details.mailSubject', { number: invoice.invoiceNumber });
  const body = t('details.mailBody', {
    name: invoice.to.name,
    number: invoice.invoiceNumber,
    amount: formatMoney(invoice.totalAmount),
  });
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('details.linkCopied'));
    } catch {
      toast.error(t('details.linkNotCopied'));
    }
  };
  return (
    <Card data-print="hide">
      <CardHeader>
        <CardTitle>{t('details.actions')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('details.print')}
        </Button>
        {editable && (
          <Link to={invoiceEditHref(invoice.id)} className={buttonClasses({ variant: 'tonal' })}>
            <PencilLine aria-hidden />
            {t('actions.edit')}
          </Link>
        )}
        <a
          href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
          className={buttonClasses({ variant: 'tonal', color: 'secondary' })}
        >
          <Mail aria-hidden />
          {t('details.send')}
        </a>
        <Button variant="tonal" color="secondary" onClick={() => void copyLink()}>
          <Link2 aria-hidden />
          {t('details.share')}
        </Button>
      </CardContent>
    </Card>
  );
}
