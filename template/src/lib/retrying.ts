/**
 * Whether a failed load is being tried again: the busy state of an error's Retry button.
 *
 * TanStack Query redraws a component when a property of its query result that the component read
 * changes. A screen that read `isFetching` on every render was drawn twice more by every refetch,
 * when it starts and when it ends: on a page built with its answers, the refetch that follows the
 * first paint redrew a list with all its rows (/datatables: ~1,400 components) for nothing. This
 * reads `isFetching` only once the load has failed, the only time a Retry button is on screen.
 *
 * For the same reason a region that shows the previous answer while another one loads (a filter,
 * a tab, a page: `placeholderData: keepPreviousData`) marks itself `aria-busy` from
 * `isPlaceholderData`, not `isFetching`: busy while its content is about to be replaced, and not
 * redrawn by a refetch of what it already shows.
 */
export function retryingAfterFailure(query: { readonly isError: boolean; readonly isFetching: boolean }): boolean {
  return query.isError && query.isFetching;
}
