/**
 * Bootstrap only: fonts and styles, settings on <html>, i18n, then render. The demo backend
 * (src/mocks) starts after the first paint: the first screen never waits for it, API calls do.
 */
import '@fontsource/public-sans/300.css';
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import '@fontsource/public-sans/300-italic.css';
import '@fontsource/public-sans/400-italic.css';
import '@fontsource/public-sans/500-italic.css';
import '@fontsource/public-sans/600-italic.css';
import '@fontsource/public-sans/700-italic.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import { setApiReady, warmUpApi } from './lib/api-client';
import { afterFirstScreen } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { isSignedIn, onSessionEnd, registerNavigator } from './lib/session';
import { applyToDocument, getSettings } from './lib/settings';

applyToDocument(getSettings());

// Demo backend: remove this block (and src/mocks) to talk to a real API through VITE_API_BASE_URL.
// The backend's code never competes with the first paint: it starts on the first API request
// once the first screen has painted (signed-in screens ask at once and show their skeletons while
// it boots), or on the visitor's first interaction on signed-out pages (login, landing).
setApiReady(() => afterFirstScreen().then(() => import('./mocks/browser').then((m) => m.startDemoBackend())));
if (!isSignedIn()) {
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    addEventListener(type, () => void warmUpApi(), { once: true, capture: true, passive: true });
  }
}

// The next user must not see the previous user's cached server data.
onSessionEnd(() => queryClient.clear());

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The router starts matching (guard, screen code) while the shell's strings load.
  const strings = initI18n();
  const router = createRouter();
  await strings;
  // flushSync commits the router's "loading" update at once; the new screen itself still renders in
  // a transition after the promise resolves, so logout waits for the login screen before clearing
  // the rules and the cache (lib/session.ts).
  registerNavigator((to) => router.navigate(to, { flushSync: true }));
  // `data-navigating` on <html> while a route loads: a hook for CSS (progress cues) and for tests
  // that must know when the guard and the lazy screen have settled.
  router.subscribe(({ navigation }) => {
    document.documentElement.toggleAttribute('data-navigating', navigation.state !== 'idle');
  });
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
