import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /demo/reset restores every seed; cached server data is then dropped and the page reloaded. */
export function useResetDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/demo/reset'),
    onSuccess: () => {
      queryClient.clear();
      window.location.reload();
    },
  });
}
