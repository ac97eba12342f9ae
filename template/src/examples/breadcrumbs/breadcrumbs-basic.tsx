/**
 * A trail of links in a navigation landmark; the last item is the current page, not a link. In the
 * app, pass a router Link through `asChild`: `<BreadcrumbLink asChild><Link to=…>…</Link></BreadcrumbLink>`.
 */
import { useTranslation } from 'react-i18next';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

export function BreadcrumbsBasic() {
  const { t } = useTranslation('ui-components');
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.demo.basic')}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#">{t('breadcrumbs.demo.dashboard')}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#">{t('breadcrumbs.demo.components')}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{t('breadcrumbs.demo.breadcrumbs')}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  );
}
