import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

/** Sets <title> to "<route title> | Tessera" from nav:routes.<route name> of the deepest match. */
export function useRouteDocumentTitle(): void {
  const { t, i18n } = useTranslation('nav');
  const matches = useMatches();
  const name = [...matches]
    .reverse()
    // The catch-all route has no route name of its own; it shows the not-found screen.
    .map(
      (m) => (m.handle as { name?: string } | undefined)?.name ?? (m.id === 'not-found' ? 'misc-not-found' : undefined),
    )
    .find(Boolean);
  useEffect(() => {
    const page = name && i18n.exists(`routes.${name}`, { ns: 'nav' }) ? t(`routes.${name}`) : '';
    document.title = page ? `${page} | Tessera` : 'Tessera';
  }, [name, t, i18n]);
}
