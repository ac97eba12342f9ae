/**
 * Shared frame of the status pages (not found, not authorized, maintenance, coming soon, server
 * error) and of the route error boundary: logo, illustration, optional big figure, text, actions.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { buttonClasses } from '@/components/ui/button';
import { Illustration, type IllustrationName } from '@/components/ui/illustration';
import { pathTo } from '@/config/paths';

/** Where the logo leads. */
// #demo-start
const logoTarget = pathTo('front-end-landing');
// #demo-end
// #starter const logoTarget = pathTo('home');

export interface StatusScreenProps {
  /** The drawing under the text (decorative: the text says it all). */
  illustration: IllustrationName;
  /** Big status figure such as 404, shown above the title. */
  figure?: string;
  title: string;
  text: string;
  children?: ReactNode;
}

export function StatusScreen({ illustration, figure, title, text, children }: StatusScreenProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-background">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-primary/8 to-transparent"
      />
      <header className="px-4 py-4 sm:px-8">
        <Link to={logoTarget} className="inline-flex rounded-md">
          <Logo />
        </Link>
      </header>
      {/* BlankLayout (or the route error boundary) provides the <main> landmark around this screen. */}
      <div className="flex flex-1 flex-col items-center justify-center px-4 pb-24 text-center">
        {figure && (
          <p className="bg-gradient-to-br from-primary to-info bg-clip-text text-7xl leading-none font-bold tracking-tight text-transparent sm:text-8xl">
            {figure}
          </p>
        )}
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        <p className="mt-3 max-w-md text-muted-foreground">{text}</p>
        {children && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{children}</div>}
        <Illustration
          name={illustration}
          sizes="(min-width: 640px) 24rem, 20rem"
          className="mt-10 w-full max-w-xs sm:max-w-sm"
        />
      </div>
    </div>
  );
}

/** The usual way out of a status page. */
export function HomeLink({ label, variant = 'solid' }: { label: string; variant?: 'solid' | 'outline' }) {
  return (
    <Link to="/" className={buttonClasses({ variant, size: 'lg' })}>
      {label}
    </Link>
  );
}

/** Shown while the page's strings load (a split second, and only on a first visit). */
export function StatusFallback() {
  return <div data-slot="status-fallback" className="min-h-dvh bg-background" aria-busy="true" />;
}
