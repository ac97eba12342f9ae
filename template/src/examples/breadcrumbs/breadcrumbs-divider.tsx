/** Any separator: a slash, a dot or another icon. Separators are hidden from screen readers. */
import { ChevronsRight, Dot } from 'lucide-react';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';

const separators = [
  { name: 'Slash', mark: '/' },
  { name: 'Dot', mark: <Dot /> },
  { name: 'Double chevron', mark: <ChevronsRight /> },
];

export function BreadcrumbsDivider() {
  return (
    <div className="flex flex-col gap-3">
      {separators.map(({ name, mark }) => (
        <Breadcrumbs key={name} aria-label={`${name} separator`}>
          <BreadcrumbList>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">Shop</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>{mark}</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbLink href="#">Shoes</BreadcrumbLink>
            </BreadcrumbItem>
            <BreadcrumbSeparator>{mark}</BreadcrumbSeparator>
            <BreadcrumbItem>
              <BreadcrumbPage>Runners</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumbs>
      ))}
    </div>
  );
}
