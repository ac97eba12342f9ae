/** Bootstrap only: fonts and styles, settings on <html>, i18n, the demo backend, then render. */
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
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { applyToDocument, getSettings } from './lib/settings';

applyToDocument(getSettings());

async function start() {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
