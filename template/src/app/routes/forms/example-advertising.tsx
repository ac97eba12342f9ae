/** /forms/example/advertising: an evaluation survey validated with react-hook-form and zod. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { AdvertisingSurveyForm } from '@/features/advertising-survey/components/advertising-survey-form';

const cells: PageCell[] = [{ id: 'survey', span: 'col-span-12', card: <AdvertisingSurveyForm /> }];

export default function AdvertisingFormScreen() {
  const { t } = useTranslation(['nav', 'ui-forms']);
  const title = t('nav:routes.forms-example-advertising');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader
        title={title}
        subtitle={t('ui-forms:advertising.subtitle')}
        breadcrumbs={[{ label: t('nav:ui-elements') }, { label: t('nav:form-examples') }, { label: title }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
