/** The list on a tinted, rounded background: handy at the top of a card or a toolbar. */
import { useTranslation } from 'react-i18next';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

export function BreadcrumbsBackground() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumbs aria-label={t('breadcrumbs.demo.tinted')}>
        <BreadcrumbList className="w-fit rounded-[var(--radius)] bg-primary/10 px-4 py-2">
          <BreadcrumbItem>
            <BreadcrumbLink href="#">{t('breadcrumbs.demo.library')}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage className="text-primary-text">{t('breadcrumbs.demo.data')}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>
      <Breadcrumbs aria-label={t('breadcrumbs.demo.muted')}>
        <BreadcrumbList className="w-fit rounded-full bg-muted px-4 py-2">
          <BreadcrumbItem>
            <BreadcrumbLink href="#">{t('breadcrumbs.demo.settings')}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{t('breadcrumbs.demo.billing')}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumbs>
    </div>
  );
}
