import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { cn } from '@/lib/cn';

/** Magnifier + "Search" + the Ctrl K hint (from md); `compact` shows the icon only. */
export function SearchTrigger({ onClick, compact = false }: { onClick: () => void; compact?: boolean }) {
  const { t } = useTranslation('common');
  if (compact) {
    return (
      <Button
        variant="ghost"
        color="secondary"
        size="icon"
        pill
        aria-label={t('search.trigger')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onClick}
      >
        <Search />
      </Button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-keyshortcuts="Control+K Meta+K"
      className={cn(
        'group flex h-10 cursor-pointer items-center gap-2.5 rounded-full px-2 text-muted-foreground transition-colors',
        'hover:text-foreground md:px-3',
      )}
    >
      <Search aria-hidden className="size-5 shrink-0" />
      <span className="sr-only text-[0.9375rem] sm:not-sr-only">{t('search.trigger')}</span>
      <Kbd className="hidden md:inline-flex">Ctrl K</Kbd>
    </button>
  );
}
