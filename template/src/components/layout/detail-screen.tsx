import type { ReactNode } from 'react';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader, type PageHeaderProps } from '@/components/layout/page-header';
import { EmptyCard, ErrorCard, type EmptyStateProps } from '@/components/ui/empty-state';
import { apiErrorMessage, isApiError } from '@/lib/api-client';

/** What a detail screen needs of its record's query: a TanStack Query `useQuery` result fits. */
export interface DetailQuery<T> {
  /** The record; `null` when the server says there is none; `undefined` until it has arrived. */
  data: T | null | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type DetailStatus = 'loading' | 'not-found' | 'error' | 'ready';

/**
 * Which state a detail screen is in. "Not found" wins: a malformed id (`null`), a 404 answer, or a
 * query that resolved to `null`. A record already shown stays shown when a background refresh fails.
 */
export function detailStatus<T>(id: unknown, query: DetailQuery<T>): DetailStatus {
  if (id === null || query.data === null) return 'not-found';
  if (isApiError(query.error) && query.error.status === 404) return 'not-found';
  if (query.data !== undefined) return 'ready';
  return query.isError ? 'error' : 'loading';
}

/** A screen's body: one card across the whole width, or the cells of a grid. */
export type DetailBody = ReactNode | PageCell[];

const isCell = (value: unknown): value is PageCell =>
  typeof value === 'object' && value !== null && 'span' in value && 'card' in value;

function toCells(body: DetailBody, id: string): PageCell[] {
  if (Array.isArray(body) && body.length > 0 && body.every(isCell)) return body;
  return [{ id, span: 'col-span-12', card: body as ReactNode }];
}

export interface DetailScreenProps<T> {
  /**
   * The id read from the address (see `useRouteId`). `null` means it is malformed: the screen reads
   * "not found" at once (its query should be disabled for it). Any other value leaves it to the query.
   * @default undefined
   */
  id?: string | number | null;
  /** The record's query (`useQuery` result, or a hook's result of the same shape). */
  query: DetailQuery<T>;
  /** The header in each state (it holds the screen's one h1); gets the record once it has loaded. */
  header: (record: T | undefined, status: DetailStatus) => PageHeaderProps;
  /** Placeholders at the size of the loaded body (one card or the loaded grid's cells), so nothing moves. */
  skeleton: DetailBody;
  /** Told to screen readers while the skeleton shows ("Loading the invoice…"). */
  loadingLabel: string;
  /** The not-found card: its title, a hint, a way back. @default icon: a crossed-out magnifier */
  notFound: EmptyStateProps;
  /** The screen's body for the loaded record: one card or a list of cells. */
  children: (record: T) => DetailBody;
  /** The grid cell's name when a body is one card (its `data-cell`). @default 'record' */
  cellId?: string;
}

/**
 * One record's screen (`/things/:id`, `/thing?id=`): the header and, under it, a skeleton while the
 * record loads, "not found" for a malformed or unknown id, the failure with Retry, or the record.
 * Every state keeps the same header, so the screen always has exactly one h1.
 */
export function DetailScreen<T>({
  id,
  query,
  header,
  skeleton,
  loadingLabel,
  notFound,
  children,
  cellId = 'record',
}: DetailScreenProps<T>) {
  const status = detailStatus(id, query);
  const record = status === 'ready' ? (query.data ?? undefined) : undefined;
  let body: DetailBody;
  if (status === 'not-found') body = <EmptyCard illustration="not-found" {...notFound} />;
  else if (status === 'error') {
    body = (
      <ErrorCard
        description={apiErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else body = record === undefined ? skeleton : children(record);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...header(record, status)} />
      <PageGrid cells={toCells(body, cellId)} loadingLabel={status === 'loading' ? loadingLabel : undefined} />
    </div>
  );
}
