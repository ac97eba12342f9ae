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
}

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
  list: {
    title: 'List',
    summary: 'Lists of items with avatars, actions, switches and dividers, for menus and settings.',
    files: ['ui/list.tsx'],
  },
  map: {
    title: 'Map',
    summary: 'An interactive map with markers, areas and popups; it says so when the tiles cannot load.',
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
