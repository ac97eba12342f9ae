import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/illustration';
import { Input } from '@/components/ui/input';

export interface CourseExploreBannerProps {
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The catalogue's welcome: a line of text and the course search on the academy's cover (a lesson
 * card and a stack of course books at its ends, the same ground as the help centre's banner).
 * The cover is decorative and mirrors with the page in RTL.
 */
export function CourseExploreBanner({ value, onValueChange }: CourseExploreBannerProps) {
  const { t } = useTranslation('academy');
  const inputId = useId();
  return (
    <div className="relative isolate overflow-hidden rounded-t-card px-4 py-8 text-center sm:px-10 sm:py-12">
      <Banner
        name="explore-cover"
        sizes="(min-width: 1280px) calc(100vw - 20rem), 100vw"
        className="absolute inset-0 -z-10 size-full object-cover rtl:-scale-x-100"
      />
      <p className="text-xl font-semibold text-foreground sm:text-2xl">{t('explore.banner.title')}</p>
      <p className="mx-auto mt-2 max-w-xl text-sm text-muted-foreground">{t('explore.banner.text')}</p>
      <div role="search" className="relative mx-auto mt-6 w-full max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          {t('explore.search')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={value}
          maxLength={100}
          autoComplete="off"
          placeholder={t('explore.banner.placeholder')}
          onChange={(event) => onValueChange(event.target.value)}
          className="h-12 bg-card ps-12 text-base shadow-sm"
        />
      </div>
    </div>
  );
}
