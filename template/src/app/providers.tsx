/** Composition of app-wide providers. No business logic here. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToasterWanted } from '@/components/ui/toaster-state';
import { transientRetry } from '@/lib/query-retry';
import { i18n } from '@/lib/i18n';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, ...transientRetry },
  },
});

// Answers carry prose in the reader's language (the api-client's Accept-Language): a new language
// asks the open screens' queries again, and the others when they are next shown.
let answeredIn = i18n.language;
i18n.on('languageChanged', (language) => {
  if (language === answeredIn) return;
  answeredIn = language;
  void queryClient.invalidateQueries();
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Toasts answer user actions: the toaster (and sonner) loads with the first toast (components/ui/toast.ts). */
function DeferredToaster() {
  const mount = useToasterWanted();
  return mount ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
