import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SearchCover } from '@/components/ui/search-cover';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

export interface FaqSearchBannerProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** A search is on its way to the server. @default false */
  searching?: boolean;
}

/** The help centre's welcome: a line of text and the search box that narrows every category. */
export function FaqSearchBanner({ query, onQueryChange, searching = false }: FaqSearchBannerProps) {
  const { t } = useTranslation('faq');
  return (
    <Card className="relative isolate overflow-hidden px-6 py-10 text-center sm:px-10 sm:py-12">
      <SearchCover />
      <h2 className="text-xl font-semibold text-foreground sm:text-2xl">{t('banner.title')}</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{t('banner.text')}</p>
      <div role="search" className="relative mx-auto mt-6 w-full max-w-xl">
        <label htmlFor="faq-search" className="sr-only">
          {t('banner.label')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="faq-search"
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={t('banner.placeholder')}
          onChange={(event) => onQueryChange(event.target.value)}
          className="h-12 bg-card ps-12 pe-12 text-base shadow-sm"
        />
        {searching && (
          <Spinner aria-hidden className="absolute end-4 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        )}
      </div>
    </Card>
  );
}
