/**
 * What the per-component docs pages say about each folder of template/src/examples: a one-line
 * summary, the library it builds on, and the kit files whose TypeScript types make its props table.
 * The examples themselves, their order and the matching demo screen are read from the template
 * (the example files, and template/src/features/gallery/galleries.ts for the gallery listing them),
 * so only this prose lives here.
 */
import type { RouteName } from '@/config/paths';

export interface ComponentInfo {
  /** Page title. */
  title: string;
  /** What it is, one or two sentences. */
  summary: string;
  /** The library underneath, when there is one (named in the intro). */
  library?: string;
  /** Files under template/src/components whose exported components make the props tables. */
  files: string[];
  /** Browser-only examples: rendered without a server pass (`client:only`). */
  clientOnly?: boolean;
  /** The examples raise toasts, so the page mounts the template's toaster once. */
  toaster?: boolean;
  /** Route name of the demo screen when no gallery route lists this folder. */
  demo?: RouteName;
  /** When to use this part and when another one (Architecture rule 11), shown before the examples. */
  guide?: Guide;
  /** Another page's guide that also covers this part, linked under the intro. */
  seeAlso?: { text: string; path: string };
}

export interface Guide {
  /** Heading of the section; its slug is `id`. */
  title: string;
  id: string;
  intro: string;
  /** One choice per item: `Use X for ...`. */
  points: string[];
}

const chartGuideLink = { text: 'Which chart library to use when', path: 'components/light-chart/#which-chart-library' };
const carouselGuideLink = {
  text: 'Carousel or Swiper: which to use when',
  path: 'components/carousel/#which-carousel',
};

export const catalog: Record<string, ComponentInfo> = {
  accordion: {
    title: 'Accordion',
    summary: 'Expansion panels: headers that show and hide their section, one or several open at a time.',
    library: 'Radix UI Accordion',
    files: ['ui/accordion.tsx'],
  },
  alert: {
    title: 'Alert',
    summary: 'A message box in one of the six theme tones, with an optional title, icon, action and close button.',
    files: ['ui/alert.tsx'],
  },
  'apex-chart': {
    title: 'ApexCharts',
    summary: 'Line, area, bar, donut and radial charts themed from the design tokens, with an accessible name.',
    library: 'ApexCharts (loaded in the browser only, after the page has painted)',
    files: ['charts/apex-chart.tsx'],
    seeAlso: chartGuideLink,
  },
  autocomplete: {
    title: 'Autocomplete',
    summary: 'A text field that suggests options while typing: single or multiple values, async search, chips.',
    files: ['ui/combobox.tsx', 'ui/field.tsx'],
  },
  avatar: {
    title: 'Avatar',
    summary: 'A picture, initials or an icon in a circle or rounded square, alone or in a group.',
    files: ['ui/avatar.tsx'],
  },
  badge: {
    title: 'Badge',
    summary: 'A small count or dot attached to an icon, an avatar or a button.',
    files: ['ui/badge.tsx'],
  },
  breadcrumbs: {
    title: 'Breadcrumbs',
    summary: 'The path to the current page, with separators that follow the reading direction.',
    files: ['ui/breadcrumbs.tsx'],
  },
  button: {
    title: 'Button',
    summary: 'Buttons in five variants, six tones and six sizes, with icons, a loading state and button groups.',
    library: 'Radix UI Slot (for asChild)',
    files: ['ui/button.tsx', 'ui/button-group.tsx'],
  },
  card: {
    title: 'Card',
    summary: 'The surface every dashboard widget sits on: header, content and footer slots.',
    files: ['ui/card.tsx'],
    demo: 'pages-cards',
  },
  'chart-js': {
    title: 'Chart.js',
    summary: 'Bar, line, radar, polar, bubble and doughnut charts on canvas, themed from the design tokens.',
    library: 'Chart.js (loaded in the browser only, after the page has painted)',
    files: ['charts/chartjs-chart.tsx'],
    seeAlso: chartGuideLink,
  },
  carousel: {
    title: 'Carousel',
    summary:
      "The app's carousel: looping slides moved by bullets, buttons, the arrow keys or a swipe, with autoplay that waits for the visitor. No library: a few kilobytes, rendered on the server as it will look.",
    files: ['ui/carousel.tsx'],
    // The dashboards show it; the eCommerce one has it at the top.
    demo: 'dashboard-ecommerce',
    guide: {
      id: 'which-carousel',
      title: 'Carousel or Swiper: which to use when',
      intro:
        'The template has two carousels. They are not interchangeable in cost: Swiper and its styles are many times the size of this component, and load with the screen that uses them.',
      points: [
        'Use `Carousel` (`components/ui/carousel.tsx`) by default, and always on dashboards and any screen with a first-paint budget: slides, bullets, previous and next through its `ref`, several slides per view from a width, autoplay, keyboard, swipe, right-to-left and reduced motion are covered.',
        'Use Swiper (the /extensions/swiper demos) for what `Carousel` does not do: cube, fade or coverflow transitions, free-mode dragging with momentum by mouse, thumbnail galleries that drive a main slider, a progress bar or fraction pagination, lazy slides by the hundred. Give it `useCarouselKeyboard` (`hooks/use-carousel-keyboard.ts`) so its arrow keys act only while focus is inside.',
      ],
    },
  },
  checkbox: {
    title: 'Checkbox',
    summary: 'A checkbox with a label, in any tone, with an indeterminate state.',
    files: ['ui/checkbox.tsx'],
  },
  chip: {
    title: 'Chip',
    summary: 'A compact label, filter or choice: tonal or outlined, with an avatar, an icon or a close button.',
    files: ['ui/chip.tsx'],
  },
  'cleave-input': {
    title: 'Formatted input',
    summary: 'Inputs that format while typing: card numbers, dates, times, phone numbers and amounts.',
    library: 'react-imask, on the kit input',
    files: ['ui/input.tsx'],
  },
  combobox: {
    title: 'Combobox',
    summary: 'A searchable select: type to filter a list of options, pick one or several.',
    files: ['ui/combobox.tsx', 'ui/field.tsx'],
  },
  datatables: {
    title: 'Data table',
    summary:
      'Sorting, search, paging, selection and editing over the demo backend, client-side or server-side. The docs site runs without the demo backend, so these previews show their error state; open the demo to see rows.',
    library: 'TanStack Table, in components/data-table',
    files: ['data-table/data-table.tsx', 'data-table/data-table-pagination.tsx', 'data-table/data-table-toolbar.tsx'],
  },
  'date-picker': {
    title: 'Date picker',
    summary: 'A calendar in a popover: single dates, ranges, several dates, disabled days and date-time.',
    library: 'react-day-picker and Radix UI Popover',
    files: ['ui/calendar.tsx', 'ui/popover.tsx'],
  },
  dialog: {
    title: 'Dialog',
    summary: 'Modal dialogs: focus is trapped inside and returns to the trigger when they close.',
    library: 'Radix UI Dialog',
    files: ['ui/dialog.tsx'],
  },
  'drop-zone': {
    title: 'Drop zone',
    summary: 'Drag-and-drop file upload with previews, type and size limits, operable by keyboard.',
    library: 'react-dropzone, used directly by the examples (no kit wrapper)',
    files: [],
  },
  'file-input': {
    title: 'File input',
    summary: 'A file field that lists the chosen files, with limits and form validation.',
    files: ['ui/file-input.tsx'],
  },
  'light-chart': {
    title: 'Light charts',
    summary:
      "The app's own chart kit: line, area, bar, sparkline, donut, pie, gauge, polar-area and candlestick charts drawn as plain SVG by React, coloured from the theme's CSS variables. Every dashboard chart uses it.",
    files: [
      'charts/lite/cartesian-chart.tsx',
      'charts/lite/radial-chart.tsx',
      'charts/lite/candlestick-chart.tsx',
      'charts/lite/measured-plot.tsx',
    ],
    guide: {
      id: 'which-chart-library',
      title: 'Which chart library to use when',
      intro:
        'The template ships three ways to draw a chart. They look alike (all three read the theme tokens, follow dark mode, presets and right-to-left, and take the same `label`, `height` and `table` or `summary` for screen readers), but they cost very different amounts of JavaScript.',
      points: [
        'Use the light kit (`components/charts/lite`) by default, and always for dashboards and any screen with a first-paint budget: it adds a few kilobytes to the screen that uses it, needs no library to boot, draws on the server-rendered page as soon as it has measured its box, and a preset or mode change needs no re-render.',
        "Use ApexCharts (`components/charts/apex-chart.tsx`) for what the kit does not draw: heatmaps and radar charts, a candlestick chart with price and date axes (the kit's candlestick is an axis-less sparkline), data labels printed on the marks, and a legend that hides and shows series. Other ApexCharts kinds (treemap, range bars...) are one import away in `apex-extra-renderer.tsx`.",
        'Use Chart.js (`components/charts/chartjs-chart.tsx`) for scatter and bubble charts (the kit spaces its categories evenly and has no numeric x axis), for thousands of points (it paints one canvas, where the kit creates an SVG element per mark) and for a second value axis. Time and logarithmic scales are one `Chart.register` away in `chartjs-extra-renderer.tsx`.',
        'Both libraries load in the browser only, after the page has painted, in their own chunks (ApexCharts is several times the size of a dashboard screen), so keep them to the screens that need them, never in the shell or on a dashboard.',
        'The kit has no legend component of its own: put one beside the chart (the pie example does) and hide it from screen readers, since the data table already names every series.',
      ],
    },
  },
  list: {
    title: 'List',
    summary: 'Lists of items with avatars, actions, switches and dividers, for menus and settings.',
    files: ['ui/list.tsx'],
  },
  map: {
    title: 'Map',
    summary:
      'An interactive map with markers, circles sized by a figure, areas and popups; it says so when the tiles cannot load. With `loadOn="use"` a picture of the map stands in until the visitor reaches for it, so Leaflet stays off a first-paint budget (the analytics dashboard does this).',
    library: 'Leaflet (loaded in the browser only)',
    files: ['map/leaflet-map.tsx'],
  },
  'masonry-wall': {
    title: 'Masonry wall',
    summary: 'Tiles of any height packed into columns with CSS only.',
    files: [],
  },
  menu: {
    title: 'Menu',
    summary: 'Dropdown menus with icons, checkable items, sub-menus and keyboard navigation.',
    library: 'Radix UI Dropdown Menu and Popover',
    files: ['ui/dropdown-menu.tsx', 'ui/popover.tsx'],
  },
  'otp-input': {
    title: 'OTP input',
    summary: 'One-time code entry, one box per digit, with paste and form validation.',
    files: ['ui/otp-input.tsx'],
  },
  pagination: {
    title: 'Pagination',
    summary: 'Page links with previous and next, in several sizes and shapes.',
    files: ['ui/pagination.tsx'],
  },
  progress: {
    title: 'Progress',
    summary: 'Linear and circular progress, determinate or not, in every tone.',
    files: ['ui/progress.tsx'],
  },
  'quill-editor': {
    title: 'Quill editor',
    summary: 'A rich text editor with the Snow (toolbar) or Bubble (floating) theme; its HTML is sanitised.',
    library: 'Quill (loaded in the browser only)',
    files: ['editors/quill-editor.tsx'],
  },
  radio: {
    title: 'Radio group',
    summary: 'One choice among several, in every tone, inline or stacked.',
    library: 'Radix UI Radio Group',
    files: ['ui/radio-group.tsx'],
  },
  'range-slider': {
    title: 'Range slider',
    summary: 'A slider with two thumbs for a minimum and a maximum.',
    library: 'Radix UI Slider',
    files: ['ui/slider.tsx'],
  },
  rating: {
    title: 'Rating',
    summary: 'Stars (or any icon) to give or show a score, with halves and read-only mode.',
    files: ['ui/rating.tsx'],
  },
  select: {
    title: 'Select',
    summary: 'A native-feeling select with groups, icons and form validation.',
    library: 'Radix UI Select',
    files: ['ui/select.tsx'],
  },
  slider: {
    title: 'Slider',
    summary: 'A value on a track: steps, marks, vertical and in every tone.',
    library: 'Radix UI Slider',
    files: ['ui/slider.tsx'],
  },
  snackbar: {
    title: 'Snackbar',
    summary: 'Short messages at the edge of the screen, with an action or a timeout.',
    library: 'Sonner, through ui/toast.ts',
    files: ['ui/toaster.tsx'],
    toaster: true,
  },
  sortable: {
    title: 'Sortable',
    summary: 'Lists and grids reordered by drag and drop or by keyboard.',
    library: 'dnd-kit, used directly by the examples (no kit wrapper)',
    files: [],
  },
  stepper: {
    title: 'Stepper',
    summary: 'Steps of a wizard, horizontal or vertical, with their state.',
    files: ['ui/stepper.tsx'],
  },
  swiper: {
    title: 'Swiper',
    summary: 'Carousels: one slide or several, with navigation, pagination, autoplay and thumbnails.',
    library: 'Swiper, used directly by the examples (no kit wrapper)',
    files: [],
    seeAlso: carouselGuideLink,
  },
  switch: {
    title: 'Switch',
    summary: 'An on/off toggle with a label, in every tone.',
    library: 'Radix UI Switch',
    files: ['ui/switch.tsx'],
  },
  tables: {
    title: 'Table',
    summary:
      'Plain tables: dense, themed, fixed header or height. The docs site runs without the demo backend, so these previews show their error state; open the demo to see rows.',
    files: ['ui/table.tsx', 'ui/empty-state.tsx', 'ui/skeleton.tsx'],
  },
  tabs: {
    title: 'Tabs',
    summary: 'Tabbed panels, horizontal or vertical, with icons, operable with the arrow keys.',
    library: 'Radix UI Tabs',
    files: ['ui/tabs.tsx'],
  },
  'text-field': {
    title: 'Text field',
    summary: 'Inputs with labels, hints, errors, icons and add-ons, validated with react-hook-form.',
    files: ['ui/input.tsx', 'ui/input-group.tsx', 'ui/field.tsx'],
  },
  textarea: {
    title: 'Textarea',
    summary: 'Multi-line text with auto-grow, a counter and validation.',
    files: ['ui/input.tsx', 'ui/field.tsx'],
  },
  timeline: {
    title: 'Timeline',
    summary: 'Events in order along a line, with dots, icons and content on either side.',
    files: ['ui/timeline.tsx'],
  },
  'tiptap-editor': {
    title: 'TipTap editor',
    summary: 'A headless rich text editor with the kit toolbar; pasted HTML keeps only what its extensions know.',
    library: 'TipTap',
    files: ['editors/tiptap-toolbar.tsx'],
  },
  toastify: {
    title: 'Toasts',
    summary: 'Stacked notifications with actions, promises and rich content.',
    library: 'Sonner',
    files: ['ui/toaster.tsx'],
    toaster: true,
  },
  tooltip: {
    title: 'Tooltip',
    summary: 'A short label on hover or focus, on any side, with a delay shared by the app.',
    library: 'Radix UI Tooltip',
    files: ['ui/tooltip.tsx'],
  },
};
