/** A deep trail collapsed in the middle: the hidden levels open from a menu. */
import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const hidden = ['projects', 'website', 'design'];

export function BreadcrumbsCollapsed() {
  const { t } = useTranslation('ui-components');
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.demo.collapsed')}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#">{t('breadcrumbs.demo.workspace')}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={t('breadcrumbs.demo.showMore', { count: hidden.length })}
              className="grid size-6 cursor-pointer place-items-center rounded-md hover:bg-muted hover:text-foreground"
            >
              <Ellipsis className="size-4" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {hidden.map((level) => (
                <DropdownMenuItem key={level} asChild>
                  <a href="#">{t(`breadcrumbs.demo.levels.${level}`)}</a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>{t('breadcrumbs.demo.hero')}</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumbs>
  );
}
