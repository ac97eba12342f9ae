/** Any separator: a slash, a dot or another icon. Separators are hidden from screen readers. */
import { ChevronsRight, Dot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

const separators = [
  { name: 'slash', mark: '/' },
  { name: 'dot', mark: <Dot /> },
  { name: 'chevrons', mark: <ChevronsRight /> },
];

export function BreadcrumbsDivider() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-col gap-3">
      {separators.map(({ name, mark }) => (
        <Breadcrumbs key={name} aria-label={t(`breadcrumbs.demo.separators.${name}`)}>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('breadcrumbs.demo.shop')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>{mark}</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">{t('breadcrumbs.demo.shoes')}</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>{mark}</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbPage>{t('breadcrumbs.demo.runners')}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumbs>
      ))}
    </div>
  );
}
