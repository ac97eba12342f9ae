import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import type { RouteName } from '@/config/paths';
import type { GalleryExample } from '../types';
import { ExampleCard } from './example-card';

export interface GalleryScreenProps {
  /** The page's route; its menu title is the page title. */
  route: RouteName;
  /** The menu group the page sits in (a key of the `nav` namespace); charts and datatables are top-level sections. */
  group: 'components' | 'forms' | 'extensions' | 'charts' | 'form-examples' | 'datatables';
  /** The namespace holding the page's texts: `<page>.subtitle` and `<page>.sections.<id>.title|description`. */
  ns: string;
  examples: GalleryExample[];
  /** Two columns on wide screens for small examples. @default 1 */
  columns?: 1 | 2;
  /**
   * The examples show today's date (calendars, pickers): their previews draw in the browser only,
   * never in the pre-rendered page, which was built on another day. @default false
   */
  showsToday?: boolean;
  /**
   * With `showsToday`: each example's height until it draws, by example id (classes, measured at
   * each breakpoint where it changes), so the cards below do not move when it does.
   */
  placeholders?: Partial<Record<string, string>>;
}

/** Menu groups that are sections of their own rather than children of "UI Elements". */
const topLevelGroups: readonly GalleryScreenProps['group'][] = ['charts', 'datatables'];

/** A gallery page: breadcrumbs and title, then one card per example file, each with its own source. */
export function GalleryScreen({
  route,
  group,
  ns,
  examples,
  columns = 1,
  showsToday = false,
  placeholders = {},
}: GalleryScreenProps) {
  const { t } = useTranslation(['nav', ns]);
  const page = route.startsWith(`${group}-`) ? route.slice(group.length + 1) : route;
  const title = t(`nav:routes.${route}`);
  const span = columns === 2 ? 'col-span-12 lg:col-span-6' : 'col-span-12';
  const cells: PageCell[] = examples.map((example) => ({
    id: example.id,
    span,
    card: (
      <ExampleCard
        example={example}
        title={t(`${ns}:${page}.sections.${example.id}.title`)}
        description={t(`${ns}:${page}.sections.${example.id}.description`, { defaultValue: '' }) || undefined}
        browserOnly={showsToday}
        placeholderClassName={placeholders[example.id]}
      />
    ),
  }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        subtitle={t(`${ns}:${page}.subtitle`)}
        breadcrumbs={[
          ...(topLevelGroups.includes(group) ? [] : [{ label: t('nav:ui-elements') }]),
          { label: t(`nav:${group}`) },
          { label: title },
        ]}
      />
      {/* Examples differ in height: each card keeps its own instead of stretching to its row. */}
      <PageGrid cells={cells} className="items-start" />
    </div>
  );
}
