import { BookOpen, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { externalLinks } from '@/config/paths';
import { useCurrentYear } from '@/hooks/use-current-year';
import { cn } from '@/lib/cn';

/** Credit line and the Documentation link (new tab); hidden when printing. */
export function Footer({ containerClassName }: { containerClassName: string }) {
  const { t } = useTranslation('common');
  return (
    <footer data-print="hide" className="mt-auto">
      <div
        className={cn(containerClassName, 'flex h-14 items-center justify-between gap-4 text-sm text-muted-foreground')}
      >
        <p>
          <RichText
            text={t('footer.credit', { year: useCurrentYear(), product: 'Tessera' })}
            components={{
              heart: (
                <Heart
                  aria-label={t('footer.love')}
                  role="img"
                  className="inline size-3.5 fill-error text-error align-[-0.125em]"
                />
              ),
              strong: <span className="font-medium text-foreground" />,
            }}
          />
        </p>
        <a
          href={externalLinks.documentation}
          target="_blank"
          rel="noopener noreferrer"
          className="hidden items-center gap-1.5 rounded-md font-medium text-primary-text transition-colors hover:underline md:inline-flex"
        >
          <BookOpen aria-hidden className="size-4" />
          {t('footer.documentation')}
          <span className="sr-only">{t('nav.newTab')}</span>
        </a>
      </div>
    </footer>
  );
}
