import { useTranslation } from 'react-i18next';

/** First focusable element of every page: jumps past the menus to #main. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="#main"
      className="fixed start-4 top-3 z-toast -translate-y-24 rounded-md bg-primary px-4 py-2.5 text-sm font-medium text-primary-foreground shadow-float transition-transform focus-visible:translate-y-0"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
