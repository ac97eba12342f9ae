/**
 * What the template's components expect around them in the app, for the examples shown in the docs:
 * the English strings (bundled, so islands render them on the server and hydrate without waiting),
 * the shared tooltip delay, and a query client for the examples that read the demo backend (the
 * docs run without it, so those show their error state instead of rows), and the preview's reading
 * direction for the Radix components (sliders, menus, tabs follow it for keys and placement).
 */
import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { TooltipProvider } from '@/components/ui/tooltip';

// Read as text: the app loads the same files lazily, and a second, static import of them would
// stop the app's bundler from splitting them into their own chunks.
const english = import.meta.glob<string>('../../../template/src/locales/en/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: {
    en: Object.fromEntries(
      Object.entries(english).map(([path, text]) => [
        path.replace(/^.*\/(.+)\.json$/, '$1'),
        JSON.parse(text) as Record<string, unknown>,
      ]),
    ),
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

export type PreviewDirection = 'ltr' | 'rtl';

export function ExampleProviders({ children, dir = 'ltr' }: { children: ReactNode; dir?: PreviewDirection }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider dir={dir}>
          <TooltipProvider>{children}</TooltipProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
