import { useTranslation } from 'react-i18next';
import { SearchBanner } from '@/components/ui/search-banner';

export interface CourseExploreBannerProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The catalogue's welcome: a line of text and the course search on the academy's cover (a lesson
 * card and a stack of course books at its ends, the same ground as the help centre's banner). The
 * catalogue's heading precedes it, so its line of text is not a heading.
 */
export function CourseExploreBanner({ value, onValueChange }: CourseExploreBannerProps) {
  const { t } = useTranslation('academy');
  return (
    <SearchBanner
      cover="explore-cover"
      title={t('explore.banner.title')}
      titleAs="p"
      text={t('explore.banner.text')}
      label={t('explore.search')}
      placeholder={t('explore.banner.placeholder')}
      value={value}
      onValueChange={onValueChange}
      className="rounded-t-card px-4 py-8 sm:px-10 sm:py-12"
    />
  );
}
