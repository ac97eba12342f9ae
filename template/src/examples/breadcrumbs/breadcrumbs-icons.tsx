/** An icon before each item; icons are decoration, the words stay the accessible names. */
import { FolderOpen, Home, Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

export function BreadcrumbsIcons() {
  const { t } = useTranslation('ui-components');
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.demo.withIcons')}>
      <BreadcrumbList className="[&_svg]:size-4">
        <BreadcrumbItem>
          <BreadcrumbLink href="#" className="inline-flex items-center gap-1.5">
            <Home aria-hidden />
            {t('breadcrumbs.demo.home')}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#" className="inline-flex items-center gap-1.5">
            <FolderOpen aria-hidden />
            {t('breadcrumbs.demo.media')}
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage className="inline-flex items-center gap-1.5">
            <Image aria-hidden />
            Cover.png
          </BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  );
}
