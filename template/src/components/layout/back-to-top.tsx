import { ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { useScrolledPast } from '@/hooks/use-scroll-y';
import { cn } from '@/lib/cn';
import { layout } from '../../../../tailwind.config';

/** Round button that appears after 200 px of scrolling and glides back to the top. */
export function BackToTop() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(layout.backToTopThreshold);
  const reduced = usePrefersReducedMotion();
  return (
    <Button
      size="icon-lg"
      pill
      data-print="hide"
      aria-label={t('shell.backToTop')}
      aria-hidden={!visible || undefined}
      tabIndex={visible ? undefined : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
      className={cn(
        'fixed end-6 bottom-12 z-navbar shadow-float transition-[opacity,transform,scale] duration-200 lg:end-9',
        visible ? 'scale-100 opacity-100' : 'pointer-events-none scale-75 opacity-0',
      )}
    >
      <ChevronUp />
    </Button>
  );
}
