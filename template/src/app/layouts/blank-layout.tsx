// #demo-start
/** The `blank` layout: the page alone (auth, status and landing pages) plus the Buy Now button. */
// #demo-end
// #starter /** The `blank` layout: the page alone (sign-in and status pages). */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
// #demo-start
import { BuyNow } from '@/components/layout/buy-now';
// #demo-end
import { ScreenShown } from '@/components/layout/screen-shown';
import { SkipLink } from '@/components/layout/skip-link';
import { useRouteDocumentTitle } from '@/hooks/use-document-title';
import { RouteFallback } from '../route-fallback';

export function BlankLayout() {
  useRouteDocumentTitle();
  return (
    <div data-slot="blank-layout" className="relative min-h-dvh">
      <SkipLink />
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
          <ScreenShown />
        </Suspense>
      </main>
      {/* #demo-start */}
      <BuyNow />
      {/* #demo-end */}
    </div>
  );
}
