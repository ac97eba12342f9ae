import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  Breadcrumbs,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumbs';
import { cn } from '@/lib/cn';

export interface Crumb {
  label: string;
  /** Where the crumb leads (a path from `pathTo`). A group without a page of its own has none; the last crumb is the current page. */
  to?: string;
}

export interface PageHeaderProps {
  /** The screen's one level-1 heading. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The trail above the title, the current page last. */
  breadcrumbs?: Crumb[];
  /** Buttons or menus at the end of the header (wrap under the title on phones). */
  actions?: ReactNode;
  className?: string;
}

/** The top of every screen: breadcrumbs, the h1, a short line under it, and the screen's actions. */
export function PageHeader({ title, subtitle, breadcrumbs, actions, className }: PageHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header data-slot="page-header" className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="min-w-0">
        {breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs aria-label={t('breadcrumbs')} className="mb-2">
            <BreadcrumbList>
              {breadcrumbs.map((crumb, index) => (
                <Fragment key={`${index}-${crumb.label}`}>
                  {index > 0 && <BreadcrumbSeparator />}
                  <BreadcrumbItem>
                    {crumb.to ? (
                      <BreadcrumbLink asChild>
                        <Link to={crumb.to}>{crumb.label}</Link>
                      </BreadcrumbLink>
                    ) : index === breadcrumbs.length - 1 ? (
                      <BreadcrumbPage>{crumb.label}</BreadcrumbPage>
                    ) : (
                      <span>{crumb.label}</span>
                    )}
                  </BreadcrumbItem>
                </Fragment>
              ))}
            </BreadcrumbList>
          </Breadcrumbs>
        )}
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
      </div>
      {/* On a phone the actions take a row of their own: beside the title they would move down the
          moment a title that depends on data arrives longer, and push the page down with them. */}
      {actions && <div className="flex flex-wrap items-center gap-2 max-sm:w-full">{actions}</div>}
    </header>
  );
}
