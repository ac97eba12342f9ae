/** /apps/email?folder=&label=&q=&page=&itemsPerPage=&id=: the email app (folders, list, message, compose). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { EmailApp } from '@/features/email/components/email-app';

export default function EmailScreen() {
  const { t } = useTranslation('email');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]}
      />
      <PageGrid cells={[{ id: 'email', span: 'col-span-12', card: <EmailApp /> }]} />
    </div>
  );
}
