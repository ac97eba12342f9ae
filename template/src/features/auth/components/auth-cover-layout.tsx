import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { PublicPreferences } from '@/components/layout/public-preferences';
import { pathTo } from '@/config/paths';
import { confirmSignedOutScreen } from '@/lib/session';
import { Illustration } from '@/components/ui/illustration';
import type { AuthVariant } from './auth-showcase';

export interface AuthCoverLayoutProps {
  /** Which message the cover shows. */
  variant: AuthVariant;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/**
 * Full-page cover design: a large illustrated panel beside a narrow form column (the form alone
 * on phones). The second look of the sign-in pages; the forms inside are the same components.
 */
export function AuthCoverLayout({ variant, title, subtitle, children }: AuthCoverLayoutProps) {
  const { t } = useTranslation('auth');
  useEffect(confirmSignedOutScreen, []);
  return (
    <div className="grid min-h-dvh bg-card md:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
      <div className="relative isolate hidden overflow-hidden bg-primary/8 md:flex md:flex-col md:justify-center md:p-12 lg:p-16">
        <div aria-hidden className="absolute -start-24 -top-24 -z-10 size-96 rounded-full bg-primary/15 blur-3xl" />
        <div aria-hidden className="absolute -end-20 -bottom-28 -z-10 size-96 rounded-full bg-info/15 blur-3xl" />
        <Illustration
          name={variant}
          sizes="(min-width: 1024px) min(36rem, 100vw - 40rem), (min-width: 768px) min(36rem, 100vw - 36rem), 1px"
          className="mx-auto w-full max-w-xl"
          priority
        />
        <div className="mx-auto mt-10 max-w-lg text-center">
          <h2 className="text-3xl leading-tight font-semibold text-balance">{t(`showcase.${variant}.title`)}</h2>
          <p className="mt-3 text-muted-foreground">{t(`showcase.${variant}.text`)}</p>
        </div>
      </div>
      <div className="flex flex-col px-6 pt-6 pb-24 sm:px-10 md:pb-10">
        <header className="flex items-center justify-between gap-4">
          <Link to={pathTo('front-end-landing')} className="rounded-md">
            <Logo />
          </Link>
          <PublicPreferences />
        </header>
        <section className="mx-auto flex w-full max-w-[25rem] flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl leading-tight font-semibold tracking-tight sm:text-[1.75rem]">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}
