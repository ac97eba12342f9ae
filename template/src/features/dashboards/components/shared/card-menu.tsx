/**
 * The ⋮ menu of a dashboard card, one piece for every dashboard: the card's period (when it has
 * one), Refresh, and Export for tables and charts (CSV of the figures; the chart as PNG or SVG).
 * The menu's own code loads when a pointer or focus reaches its button (components/ui/dropdown-
 * menu.tsx), and the image export only when chosen, so a card's first paint carries none of it.
 */
import { Ellipsis, FileImage, FileSpreadsheet, RefreshCw } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartTable } from '@/components/charts/chart-frame';
import { csvField, downloadText } from '@/components/data-table/csv';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import type { DashboardPeriod } from '../../types/period';

export interface CardMenuProps {
  /** The card's title: names the menu button ("Options for Sales"). */
  title: string;
  /** The card's period and the ones it offers; without it the menu has no period choice. */
  period?: { value: DashboardPeriod; options: readonly DashboardPeriod[]; onChange: (period: DashboardPeriod) => void };
  /** Asks the backend again. */
  onRefresh: () => void;
  /** File name of the exports, without extension. */
  exportName: string;
  /** The figures for the CSV export (a table card's rows, a chart's data table); none means no CSV. */
  table?: ChartTable;
  /** The element holding a chart's SVG; given, the menu offers PNG and SVG. */
  chart?: RefObject<HTMLElement | null>;
}

/** Rows as CSV text, header first. */
export function chartTableCsv({ columns, rows }: ChartTable): string {
  return [columns, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

export function CardMenu({ title, period, onRefresh, exportName, table, chart }: CardMenuProps) {
  const { t } = useTranslation('dashboards');
  const exportImage = async (format: 'png' | 'svg') => {
    const svg = chart?.current?.querySelector<SVGSVGElement>('svg[data-slot="chart-svg"]');
    if (!svg) return;
    try {
      const { downloadChart } = await import('./export-chart');
      await downloadChart(svg, `${exportName}.${format}`, format);
    } catch {
      toast.error(t('menu.exportFailed'));
    }
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" color="secondary" size="icon-sm" aria-label={t('menu.options', { title })}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        {period && (
          <>
            <DropdownMenuLabel>{t('menu.period')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup
              value={period.value}
              onValueChange={(value) => period.onChange(value as DashboardPeriod)}
            >
              {period.options.map((option) => (
                <DropdownMenuRadioItem key={option} value={option}>
                  {t(`menu.periods.${option}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={onRefresh}>
          <RefreshCw aria-hidden />
          {t('menu.refresh')}
        </DropdownMenuItem>
        {table && (
          <DropdownMenuItem onSelect={() => downloadText(`${exportName}.csv`, chartTableCsv(table))}>
            <FileSpreadsheet aria-hidden />
            {t('menu.exportCsv')}
          </DropdownMenuItem>
        )}
        {chart && (
          <>
            <DropdownMenuItem onSelect={() => void exportImage('png')}>
              <FileImage aria-hidden />
              {t('menu.exportPng')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void exportImage('svg')}>
              <FileImage aria-hidden />
              {t('menu.exportSvg')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
