import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The reset loads every domain of the demo backend before it answers: more than a request's usual second. */
const resetTimeoutMs = 15_000;

/**
 * POST /demo/reset restores every seed, then the page reloads: that alone drops the cached server
 * data (clearing the cache first would only make the screens still shown refetch for nothing).
 */
export function useResetDemoData() {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/demo/reset', { timeout: resetTimeoutMs }),
    onSuccess: () => window.location.reload(),
  });
}
