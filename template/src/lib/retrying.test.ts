import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { retryingAfterFailure } from './retrying';

describe('retryingAfterFailure', () => {
  it('is busy only while a failed load is tried again', () => {
    expect(retryingAfterFailure({ isError: true, isFetching: true })).toBe(true);
    expect(retryingAfterFailure({ isError: true, isFetching: false })).toBe(false);
    expect(retryingAfterFailure({ isError: false, isFetching: true })).toBe(false);
  });

  it('does not subscribe a successful query to its fetching state', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['list'], [1, 2, 3]);
    /** Notifications a reader of the result gets through a refetch that brings equal data. */
    const notificationsOfRefetch = async (read: (result: { isError: boolean; isFetching: boolean }) => unknown) => {
      const observer = new QueryObserver(client, { queryKey: ['list'], queryFn: () => Promise.resolve([1, 2, 3]) });
      // What a component does with the result TanStack Query hands it: only the properties it reads count.
      read(observer.trackResult(observer.getCurrentResult()));
      let notified = 0;
      const unsubscribe = observer.subscribe(() => (notified += 1));
      await observer.refetch();
      unsubscribe();
      return notified;
    };
    expect(await notificationsOfRefetch((result) => retryingAfterFailure(result))).toBe(0);
    // Reading isFetching itself: the refetch's start and end each notify.
    expect(await notificationsOfRefetch((result) => result.isFetching)).toBeGreaterThan(0);
  });
});
