import { Command } from 'cmdk';
import { Clock, Search, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { searchIndex } from '@/config/navigation';
import { pathTo, type RouteTarget } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useCanAccess } from '@/lib/ability';
import { useGlobalSearch } from '../api/global-search';
import { addRecentSearch, clearRecentSearches, useRecentSearches } from '../recent-searches';
import { SearchFooter } from './search-footer';
import { SearchResultRow } from './search-result-row';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const index = searchIndex();
const targetKey = (to: RouteTarget) => `${to.name}:${JSON.stringify(to.params ?? {})}`;

/** Command palette over apps and pages (the layout opens it on Ctrl/⌘+K); Escape clears and closes it. */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t, i18n } = useTranslation(['common', 'nav']);
  const navigate = useNavigate();
  const canAccess = useCanAccess();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 120);
  const search = useGlobalSearch(q, i18n.language);
  const recent = useRecentSearches().filter(canAccess);

  const close = (next: boolean) => {
    if (!next) setText('');
    onOpenChange(next);
  };
  const go = (to: RouteTarget) => {
    addRecentSearch(to);
    close(false);
    void navigate(pathTo(to.name, to.params));
  };

  const results = (search.data ?? []).filter((r) => canAccess(r.to));
  const typing = text.trim().length > 0;
  const waiting = typing && (q !== text.trim() || search.isFetching);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent position="top" showClose={false} className="overflow-hidden" data-slot="search-dialog">
        <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
        <DialogDescription className="sr-only">{t('search.description')}</DialogDescription>
        <Command shouldFilter={false} loop label={t('search.title')} className="flex min-h-0 flex-col">
          <div className="flex items-center gap-3 border-b border-border px-4">
            {waiting ? (
              <Spinner className="size-5 text-primary-graphic" />
            ) : (
              <Search aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            )}
            <Command.Input
              autoFocus
              value={text}
              onValueChange={setText}
              placeholder={t('search.placeholder')}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted-foreground"
            />
            <Button
              variant="ghost"
              color="secondary"
              size="sm"
              onClick={() => close(false)}
              className="h-7 px-2 text-xs"
            >
              Esc
              <span className="sr-only">{t('actions.close')}</span>
            </Button>
          </div>
          <Command.List className="max-h-[min(24rem,60dvh)] min-h-0 overflow-y-auto p-2" aria-busy={waiting}>
            {!typing ? (
              recent.length === 0 ? (
                <EmptyState icon={<Clock />} title={t('search.noRecent')} className="py-8" />
              ) : (
                <Command.Group
                  heading={
                    <span className="flex items-center justify-between">
                      {t('search.recent')}
                      <button
                        type="button"
                        onClick={clearRecentSearches}
                        className="cursor-pointer rounded px-1 text-xs font-medium normal-case text-primary-text hover:underline"
                      >
                        {t('search.clearRecent')}
                      </button>
                    </span>
                  }
                  className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-1 [&_[cmdk-group-heading]]:pb-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase"
                >
                  {recent.map((to) => {
                    const entry = index.find((e) => e.to.name === to.name);
                    return (
                      <SearchResultRow
                        key={targetKey(to)}
                        value={`recent:${targetKey(to)}`}
                        title={t(`nav:routes.${to.name}`)}
                        group={entry ? t(`nav:${entry.subtitle}`) : ''}
                        icon={entry?.icon ?? 'file'}
                        onSelect={() => go(to)}
                      />
                    );
                  })}
                </Command.Group>
              )
            ) : results.length > 0 ? (
              results.map((r) => (
                <SearchResultRow
                  key={targetKey(r.to)}
                  value={targetKey(r.to)}
                  title={r.title}
                  group={r.subtitle}
                  icon={r.icon}
                  onSelect={() => go(r.to)}
                />
              ))
            ) : waiting || search.isPending ? (
              <Command.Loading label={t('search.loading')} className="flex justify-center py-10">
                <Spinner className="size-6 text-primary-graphic" label={t('search.loading')} />
              </Command.Loading>
            ) : search.isError ? (
              <EmptyState
                icon={<SearchX />}
                title={t('errors.generic')}
                description={t('errors.tryAgain')}
                className="py-8"
              />
            ) : (
              <EmptyState
                icon={<SearchX />}
                title={t('search.noResults')}
                description={t('search.noResultsHint', { query: text.trim() })}
                className="py-8"
              />
            )}
          </Command.List>
          <SearchFooter />
        </Command>
      </DialogContent>
    </Dialog>
  );
}
