import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SearchBanner } from '@/components/ui/search-banner';

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
    <Card className="overflow-hidden">
      <SearchBanner
        cover="search-cover"
        title={t('banner.title')}
        text={t('banner.text')}
        label={t('banner.label')}
        placeholder={t('banner.placeholder')}
        value={query}
        onValueChange={onQueryChange}
        searching={searching}
        inputId="faq-search"
        className="px-6 py-10 sm:px-10 sm:py-12"
      />
    </Card>
  );
}
