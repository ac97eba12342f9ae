/**
 * Plain-language notice when the demo backend cannot use a service worker. Mounted in its own
 * root so it shows whatever the router is doing, and removable with the rest of src/mocks.
 * It floats at the bottom start corner, away from the Buy Now button, until dismissed.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';

type Mode = 'in-page' | 'failed';
const dismissedKey = 'tessera-demo-notice-dismissed';

function BackendNotice({ mode }: { mode: Mode }) {
  const { t } = useTranslation('misc');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const failed = mode === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className="fixed inset-x-3 bottom-3 z-toast flex flex-wrap items-center gap-3 rounded-card border border-border bg-popover p-4 text-sm text-popover-foreground shadow-card sm:end-auto sm:max-w-md"
    >
      <p className="min-w-0 flex-1">
        <strong className="block font-semibold">
          {t(failed ? 'demoBackend.failedTitle' : 'demoBackend.inPageTitle')}
        </strong>
        <span className="text-muted-foreground">{t(failed ? 'demoBackend.failedText' : 'demoBackend.inPageText')}</span>
      </p>
      {failed ? (
        <button
          type="button"
          className="rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground"
          onClick={() => location.reload()}
        >
          {t('demoBackend.reload')}
        </button>
      ) : null}
      <button
        type="button"
        className="rounded-md border border-border px-3 py-1.5 font-medium hover:bg-accent"
        onClick={() => {
          sessionStorage.setItem(dismissedKey, mode);
          setOpen(false);
        }}
      >
        {t('demoBackend.dismiss')}
      </button>
    </div>
  );
}

export async function mountBackendNotice(mode: Mode): Promise<void> {
  if (sessionStorage.getItem(dismissedKey) === mode) return;
  await i18n.loadNamespaces('misc');
  const host = document.createElement('div');
  host.dataset.slot = 'demo-backend-notice';
  document.body.append(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <BackendNotice mode={mode} />
    </I18nextProvider>,
  );
}
