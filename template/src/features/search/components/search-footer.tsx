import { ArrowDown, ArrowUp, CornerDownLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Kbd } from '@/components/ui/kbd';

/** Key hints: ↵ to select, ↑↓ to navigate, Esc to close. */
export function SearchFooter() {
  const { t } = useTranslation('common');
  return (
    <div
      className="flex items-center gap-4 border-t border-border px-4 py-2.5 text-xs text-muted-foreground"
      aria-hidden
    >
      <span className="flex items-center gap-1.5">
        <Kbd>
          <CornerDownLeft className="rtl:-scale-x-100" />
        </Kbd>
        {t('search.hints.select')}
      </span>
      <span className="flex items-center gap-1.5">
        <Kbd>
          <ArrowUp />
        </Kbd>
        <Kbd>
          <ArrowDown />
        </Kbd>
        {t('search.hints.navigate')}
      </span>
      <span className="ms-auto flex items-center gap-1.5">
        <Kbd>Esc</Kbd>
        {t('search.hints.close')}
      </span>
    </div>
  );
}
