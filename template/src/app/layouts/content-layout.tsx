/**
 * The `content` layout: side menu (or top menu), top bar, page, footer, plus the overlays every
 * page shares (search, notifications, customizer). Composes components/layout and features.
 */
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { BackToTop } from '@/components/layout/back-to-top';
import { CustomizerButton } from '@/components/layout/customizer-button';
import { Footer } from '@/components/layout/footer';
import { HorizontalNav } from '@/components/layout/horizontal-nav';
import { PageTransition } from '@/components/layout/page-transition';
import { SideMenu } from '@/components/layout/side-menu';
import { ScreenShown } from '@/components/layout/screen-shown';
import { SkipLink } from '@/components/layout/skip-link';
import { TopBar } from '@/components/layout/top-bar';
import { TooltipProvider } from '@/components/ui/tooltip';
import { filterNavigation, navigation } from '@/config/navigation';
import { NotificationsButton } from '@/features/notifications/components/notifications-button';
import { useRouteDocumentTitle } from '@/hooks/use-document-title';
import { useModKeyHotkey } from '@/hooks/use-hotkey';
import { useIsDesktop } from '@/hooks/use-media-query';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { usePreloadOnIntent } from '@/hooks/use-preload-on-intent';
import { AppAbilityProvider, useCanAccess } from '@/lib/ability';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';
import { RouteFallback } from '../route-fallback';

// Overlays load when first wanted: most visits never open them, so most never fetch their code.
// Their code starts loading when the pointer comes over (or the focus comes to) a button that
// opens them, or Ctrl/Meta goes down for Ctrl+K, rather than inside the click or key press.
const loadSearchDialog = () => import('@/features/search/components/search-dialog');
const SearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));
const loadCustomizer = () => import('@/components/layout/customizer/customizer');
const Customizer = lazy(() => loadCustomizer().then((m) => ({ default: m.Customizer })));
/** The search buttons (top bar, side menu) announce the shortcut they stand for. */
const searchButtons = '[aria-keyshortcuts~="Control+K"]';
const customizerButton = '[data-slot="customizer-trigger"]';

/**
 * The signed-in shell. The permission rules (CASL) are provided here rather than app-wide: the
 * signed-out pages never load them.
 */
export function ContentLayout() {
  return (
    <AppAbilityProvider>
      <Shell />
    </AppAbilityProvider>
  );
}

function Shell() {
  useRouteDocumentTitle();
  const settings = useSettings();
  // Asked only for the top menu: with the side menu the width changes nothing here, and answering
  // would re-render the whole shell right after hydration on every wide screen.
  const isDesktop = useIsDesktop(settings.menu === 'horizontal');
  const canAccess = useCanAccess();
  const sections = useMemo(() => filterNavigation(navigation, canAccess), [canAccess]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const cogRef = useRef<HTMLButtonElement>(null);

  // The top menu exists from lg up only; smaller screens always get the vertical drawer.
  const horizontal = settings.menu === 'horizontal' && isDesktop;
  const container = cn('mx-auto w-full px-4 sm:px-6', settings.boxLayout && 'max-w-[1440px]');
  const openSearch = () => setSearchOpen(true);
  useModKeyHotkey('k', openSearch, () => void loadSearchDialog().catch(() => undefined));
  usePreloadOnIntent(searchButtons, loadSearchDialog);
  usePreloadOnIntent(customizerButton, loadCustomizer);
  const mountSearch = useMountOnceWanted(searchOpen);
  const mountCustomizer = useMountOnceWanted(customizerOpen);

  return (
    <TooltipProvider>
      <div data-slot="content-layout" data-menu={horizontal ? 'horizontal' : 'vertical'} className="relative min-h-dvh">
        <SkipLink />
        {!horizontal && (
          <SideMenu
            sections={sections}
            onSearch={openSearch}
            drawerOpen={drawerOpen}
            onDrawerOpenChange={setDrawerOpen}
          />
        )}
        {/* The padding animates only from lg up, where the sidebar folds to its rail and back: crossing
            below lg drops it at once, or for a quarter of a second the page keeps the sidebar's room
            on a phone-wide window and scrolls sideways. */}
        <div
          className={cn(
            'flex min-h-dvh flex-col lg:transition-[padding] lg:duration-250 lg:ease-out',
            !horizontal && (settings.menuMini ? 'lg:ps-rail' : 'lg:ps-sidebar'),
          )}
        >
          <TopBar
            layout={horizontal ? 'horizontal' : 'vertical'}
            showMenuButton={!horizontal}
            onMenuClick={() => setDrawerOpen(true)}
            onSearch={openSearch}
            notifications={<NotificationsButton />}
            customizer={
              <CustomizerButton ref={cogRef} open={customizerOpen} onToggle={() => setCustomizerOpen((o) => !o)} />
            }
            horizontalNav={horizontal ? <HorizontalNav sections={sections} /> : undefined}
            containerClassName={container}
          />
          <main id="main" tabIndex={-1} className={cn(container, 'flex-1 py-6 outline-none')}>
            <PageTransition>
              <Suspense fallback={<RouteFallback />}>
                <Outlet />
                <ScreenShown />
              </Suspense>
            </PageTransition>
          </main>
          <Footer containerClassName={container} />
        </div>
        <BackToTop />
        <Suspense fallback={null}>
          {mountCustomizer && (
            <Customizer open={customizerOpen} onOpenChange={setCustomizerOpen} returnFocusTo={cogRef} />
          )}
          {mountSearch && <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />}
        </Suspense>
      </div>
    </TooltipProvider>
  );
}
