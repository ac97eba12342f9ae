import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Illustration, type IllustrationName } from '@/components/ui/illustration';

/** Which sign-in page, which is also the name of its drawing. */
export type AuthVariant = Extract<IllustrationName, 'login' | 'register' | 'forgot' | 'reset'>;

/**
 * The illustrated half of the split card (from the md breakpoint; phones get the form alone and
 * never download the picture): the page's drawing, its pitch and three selling points.
 */
export function AuthShowcase({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const points = ['roles', 'themes', 'api'] as const;
  return (
    <div className="relative hidden overflow-hidden bg-primary/8 p-10 md:flex md:flex-col md:justify-between">
      <div
        aria-hidden
        className="pointer-events-none absolute -end-16 -top-16 size-64 rounded-full bg-primary/15 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-20 -start-10 size-56 rounded-full bg-info/15 blur-3xl"
      />
      <Illustration name={variant} sizes="(min-width: 768px) 20rem, 1px" className="relative mx-auto w-full max-w-xs" />
      <div className="relative mt-8">
        <h2 className="text-2xl leading-tight font-semibold text-foreground">{t(`showcase.${variant}.title`)}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{t(`showcase.${variant}.text`)}</p>
        <ul className="mt-6 space-y-3 text-sm">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                <Check className="size-3.5" aria-hidden />
              </span>
              <span className="text-foreground/90">{t(`showcase.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
