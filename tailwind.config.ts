/**
 * Design constants shared by CSS (through `@config`) and TypeScript (by import).
 * Colours are NOT here: they are runtime CSS variables (template/src/styles/tokens.css),
 * switched by mode (.dark), skin ([data-skin]) and preset ([data-preset]) on <html>.
 */

/** Breakpoints in px. Mobile is below `lg`. */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

/** Layout sizes in px. */
export const layout = {
  sidebarWidth: 260,
  railWidth: 80,
  railWidthModern: 96,
  appBarHeight: 64,
  customizerWidth: 260,
  dialogMaxWidth: 600,
  notificationsMaxHeight: 500,
  backToTopThreshold: 200,
  scrollThreshold: 300,
} as const;

/** Stacking order. */
export const zIndex = { navbar: 1000, drawer: 1500, overlay: 2000, dialog: 2400, toast: 2600 } as const;

/** Menu hover delays in ms. */
export const menuDelays = { open: 300, close: 250 } as const;

export const fontFamily = {
  sans: [
    '"Public Sans"',
    '"Public Sans Fallback"',
    '"Public Sans Fallback DejaVu"',
    'ui-sans-serif',
    'system-ui',
    'sans-serif',
  ],
  mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
};

const px = (n: number) => `${n}px`;

export default {
  content: [],
  theme: {
    screens: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, px(v)])),
    extend: {
      fontFamily,
      spacing: {
        sidebar: px(layout.sidebarWidth),
        rail: px(layout.railWidth),
        appbar: px(layout.appBarHeight),
        customizer: px(layout.customizerWidth),
        dialog: px(layout.dialogMaxWidth),
      },
      zIndex: Object.fromEntries(Object.entries(zIndex).map(([k, v]) => [k, String(v)])),
    },
  },
};
