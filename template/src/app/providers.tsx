/** Composition of app-wide providers. No business logic here. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppAbilityProvider } from '@/lib/ability';
import { i18n } from '@/lib/i18n';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppAbilityProvider>
          <TooltipProvider>
            {children}
            <Toaster />
          </TooltipProvider>
        </AppAbilityProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
