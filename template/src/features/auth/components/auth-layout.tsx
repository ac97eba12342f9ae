import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { PublicPreferences } from '@/components/layout/public-preferences';
import { pathTo } from '@/config/paths';
import { confirmSignedOutScreen } from '@/lib/session';
import { AuthShowcase, type AuthVariant } from './auth-showcase';

/** Where the logo leads. */
// #demo-start
const logoTarget = pathTo('front-end-landing');
// #demo-end
// #starter const logoTarget = pathTo('home');

export interface AuthLayoutProps {
  /** Which illustrated message the other half of the card shows. */
  variant: AuthVariant;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Split card for the signed-out pages: the form on one side, the illustrated pitch on the other. */
export function AuthLayout({ variant, title, subtitle, children }: AuthLayoutProps) {
  // A logout in progress finishes (rules and cached data dropped) once this screen has replaced the app.
  useEffect(confirmSignedOutScreen, []);
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8">
        <Link to={logoTarget} className="rounded-md">
          <Logo />
        </Link>
        <PublicPreferences />
      </header>
      {/* BlankLayout provides the <main> landmark around this screen. */}
      {/* Room at the bottom on phones so the floating Buy Now button never covers the card. */}
      <div className="flex flex-1 items-start justify-center px-4 pb-24 sm:px-8 md:items-center md:pb-10">
        <div className="grid w-full max-w-md overflow-hidden rounded-card border border-border/60 bg-card text-card-foreground shadow-card md:max-w-5xl md:grid-cols-2">
          <section className="flex flex-col justify-center p-6 sm:p-10">
            <h1 className="text-2xl leading-tight font-semibold tracking-tight sm:text-[1.75rem]">{title}</h1>
            <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
            <div className="mt-6">{children}</div>
          </section>
          <AuthShowcase variant={variant} />
        </div>
      </div>
    </div>
  );
}
