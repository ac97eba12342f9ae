import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from '@/lib/api-client';
import { retryingAfterFailure } from '@/lib/retrying';

/** How a list's first load stands, as DataTableCard (and the tables built on it) take it. */
export interface ListLoadState {
  /** First load in progress: skeleton rows. */
  loading?: boolean;
  /** The load failed: the message and a Retry button replace the rows. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A list query's state for the card: `<ProductsTable {...listLoadState(query)} />`. */
export function listLoadState(query: UseQueryResult<unknown>): ListLoadState {
  return {
    loading: query.isPending,
    error: query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : null,
    onRetry: () => void query.refetch(),
    retrying: retryingAfterFailure(query),
  };
}
