/**
 * Bootstrap only: fonts and styles, settings on <html>, i18n, then render. The demo backend
 * (src/mocks, optional) starts beside the first screen: the screen never waits for it, API calls do.
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
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Providers, queryClient } from './app/providers';
import { basename, createRouter, prepareHydration } from './app/router';
import { enableDemoBackend } from './config/env';
import { setApiReady, warmUpApi, type BackendStart } from './lib/api-ready';
import { warmUpClassMerging } from './lib/cn';
import { afterFirstScreen, screenShown } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { warmUpIntl } from './lib/intl-warm-up';
import { holdSchemasUntil } from './lib/parse-answer';
import { isSignedIn, onSessionEnd, registerNavigator } from './lib/session';
import { applyToDocument, getSettings } from './lib/settings';
import { holdNowUntilAnsweredAgain, holdToday } from './lib/today';

applyToDocument(getSettings());
holdSchemasUntil(afterFirstScreen);

// Demo backend (src/mocks): it answers while that folder exists and VITE_API_BASE_URL is unset
// (config/env.ts); delete the folder to talk to a real API (this glob then finds nothing). Its code
// never holds up the first paint: signed-in screens ask for data as soon as they are live, so it
// starts while their code loads and hydrates (start() below), in parallel with it; signed-out pages
// (login, landing) ask for nothing at first, so it waits for their first screen and starts on the
// first request or the visitor's first interaction.
const loadDemoBackend = Object.values(import.meta.glob<{ startDemoBackend: BackendStart }>('./mocks/browser.ts'))[0];
if (loadDemoBackend && enableDemoBackend()) {
  const signedIn = isSignedIn();
  setApiReady(async (waiting) => {
    if (!signedIn) await afterFirstScreen();
    return (await loadDemoBackend()).startDemoBackend(waiting);
  });
  if (!signedIn) {
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
      addEventListener(type, () => void warmUpApi(), { once: true, capture: true, passive: true });
    }
  }
}

// The next user must not see the previous user's cached server data.
onSessionEnd(() => queryClient.clear());

/**
 * Whether #root holds this page's build-time markup in the settings it was rendered in (English;
 * public/theme-init.js marks it stale before the first paint and hides it when it does not fit: another
 * language, or a signed-in shell without a session, in another menu layout or with a query).
 */
function prerenderedHere(root: HTMLElement): boolean {
  const path = location.pathname.slice(basename.length) || '/';
  return root.dataset.prerendered === path && !document.documentElement.hasAttribute('data-prerender-stale');
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // Signed-in screens format numbers and dates at once: what the first formatter costs is paid on a
  // worker thread (lib/intl-warm-up.ts), then the formatters are built in tasks of their own while
  // the screen's code downloads, not inside hydration. (Sign-in pages format nothing, so they do not
  // fetch the module.)
  if (isSignedIn()) {
    const language = getSettings().locale;
    void Promise.all([import('./lib/format'), warmUpIntl(language)]).then(([format]) =>
      format.warmUpFormatters(language),
    );
  }
  // The router starts matching (guard, screen code) while the shell's strings load, and the
  // class-merging tables are built in a task of their own instead of inside the first render.
  const strings = initI18n();
  const classMerging = warmUpClassMerging();
  const address = location.href;
  const preparing = prerenderedHere(root) ? prepareHydration(new URL(address)) : null;
  // A signed-in screen's data requests follow its first render: the demo backend (when there is
  // one) starts now, once the screen's code is on its way, so it is up when they are sent.
  if (isSignedIn()) void warmUpApi();
  const prepared = await preparing;
  await strings;
  await classMerging;
  // While the screen's code loaded, the address may have changed (history.pushState, back): the
  // markup is then another page's, and the app draws the current one afresh.
  const hydrationData = location.href === address ? prepared : null;
  const router = createRouter(hydrationData ?? undefined);
  // flushSync commits the router's "loading" update at once; the new screen itself still renders in
  // a transition after the promise resolves, so logout waits for the login screen before clearing
  // the rules and the cache (lib/session.ts).
  registerNavigator((to) => router.navigate(to, { flushSync: true }));
  // `data-navigating` on <html> while a route loads: a hook for CSS (progress cues) and for tests
  // that must know when the guard and the lazy screen have settled.
  router.subscribe(({ navigation }) => {
    document.documentElement.toggleAttribute('data-navigating', navigation.state !== 'idle');
  });
  const app = (takenOver?: () => void) => (
    <StrictMode>
      <OnCommit run={takenOver}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </OnCommit>
    </StrictMode>
  );
  // Lifting `inert` restyles every element of the page: inertness is inherited in each element's
  // computed style, so no selector can narrow it (/datatables: ~1,570 elements, ~35 ms at 4x CPU).
  // It is done in a task of its own and the styles are brought up to date right there, so that cost
  // adds neither to the effects that follow hydration nor to the next frame's rendering (its
  // animation callbacks, layout and paint).
  const live = () => {
    setTimeout(() => {
      root.inert = false;
      root.removeAttribute('aria-hidden');
      delete root.dataset.prerendered;
      document.documentElement.removeAttribute('data-prerender-stale');
      void getComputedStyle(root).visibility;
    }, 0);
  };
  if (hydrationData) {
    // A page pre-rendered with its screen's answers (config/paths.ts `answersInPage`) brings them
    // along: in the cache before the first render, the screen draws what the markup shows.
    // Relative dates count from the day those answers were given while React takes the markup
    // over (lib/today.ts), and from the visitor's today once the screen is shown: the shell commits
    // first, the screen in its Suspense boundary after it. Times relative to the minute count from
    // the instant they were given until one of them is answered again.
    const answers = document.getElementById('page-answers')?.textContent;
    if (answers) {
      const { day, at, cache } = JSON.parse(answers) as { day: string; at: number; cache: DehydratedState };
      hydrate(queryClient, cache);
      holdToday(day);
      void screenShown().then(() => holdToday(null));
      holdNowUntilAnsweredAgain(at, queryClient, cache);
    }
    // The markup answers as soon as React has taken it over. In a transition, React takes it over
    // in slices that let the browser answer in between, instead of one long task (the page is
    // already on screen, so nothing waits for it).
    startTransition(() => {
      hydrateRoot(root, app(live));
    });
  } else {
    // Markup of another page or language (a 404 fallback, a stale language) is replaced; it stays
    // hidden until this page's first screen is up.
    createRoot(root).render(app());
    void afterFirstScreen().then(live);
  }
}

/** Runs `run` once the tree under it has committed (effects run children first). */
function OnCommit({ run, children }: { run?: () => void; children: ReactNode }) {
  useEffect(() => run?.(), [run]);
  return children;
}

// The app's modules are evaluated in one task (~110 ms at 4x CPU on a signed-in page); start() does
// its first steps (route matching, the screen's and the backend's imports) in a task of its own, so
// that the two do not make one long task.
setTimeout(() => void start(), 0);
