import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /demo/reset restores every seed, then the page reloads: that alone drops the cached server
 * data (clearing the cache first would only make the screens still shown refetch for nothing).
 */
export function useResetDemoData() {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/demo/reset'),
    onSuccess: () => window.location.reload(),
  });
}
