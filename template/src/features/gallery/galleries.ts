/**
 * What each gallery page shows: the folder of template/src/examples it lists and its sections'
 * order (example ids: file names without the `<folder>-` prefix). Keyed by route name, so a key
 * that is not a route of config/paths.ts does not compile. The gallery route modules read it
 * (galleryExamples), and so do the docs' component pages, which list each folder's examples in
 * the same order and link to the page.
 *
 * Adding an example file: add its id here where the page should show it (galleries.test.ts fails
 * while a file and this list disagree).
 */
import type { RouteName } from '@/config/paths';

export interface Gallery {
  /** Folder under template/src/examples. */
  folder: string;
  /** Example ids in the page's order; every file of the folder, once. */
  order: readonly string[];
}

export const galleries = {
  'charts-light': {
    folder: 'light-chart',
    order: [
      'line',
      'area',
      'bar',
      'stacked-bar',
      'horizontal-bar',
      'sparkline',
      'donut',
      'pie',
      'gauge',
      'polar-area',
      'candlestick',
    ],
  },
  'charts-apex-chart': {
    folder: 'apex-chart',
    order: ['bar', 'area', 'horizontal-bar', 'heatmap', 'radial-bar', 'donut', 'radar', 'polar-area'],
  },
  'charts-chart-js': {
    folder: 'chart-js',
    order: ['bar', 'doughnut', 'bubble', 'line', 'polar-area', 'radar', 'scatter'],
  },
  'components-alert': {
    folder: 'alert',
    order: ['colors', 'types', 'icon', 'outlined', 'border', 'variants', 'closable'],
  },
  'components-avatar': { folder: 'avatar', order: ['colors', 'variants', 'sizes', 'icon', 'shapes', 'group'] },
  'components-badge': { folder: 'badge', order: ['tones', 'style', 'position', 'icon'] },
  'components-breadcrumbs': { folder: 'breadcrumbs', order: ['basic', 'background', 'icons', 'divider', 'collapsed'] },
  'components-button': {
    folder: 'button',
    order: ['colors', 'variants', 'sizes', 'icons', 'rounded', 'states', 'group'],
  },
  'components-chips': {
    folder: 'chip',
    order: ['colors', 'variants', 'label', 'sizes', 'icons', 'closable', 'filter'],
  },
  'components-dialog': {
    folder: 'dialog',
    order: ['basic', 'confirm', 'form', 'fullscreen', 'scrollable', 'persistent', 'loader', 'nested'],
  },
  'components-expansion-panels': {
    folder: 'accordion',
    order: ['basic', 'variants', 'multiple', 'disabled', 'controlled'],
  },
  'components-list': {
    folder: 'list',
    order: ['basic', 'density', 'variants', 'nav', 'sub-group', 'subheader', 'three-line', 'actions', 'disabled'],
  },
  'components-menu': {
    folder: 'menu',
    order: ['basic', 'location', 'checkable', 'radio', 'submenu', 'shortcuts', 'popover'],
  },
  'components-pagination': {
    folder: 'pagination',
    order: ['basic', 'shapes', 'first-last', 'length', 'siblings', 'variants', 'sizes'],
  },
  'components-progress': {
    folder: 'progress',
    order: [
      'circular',
      'circular-indeterminate',
      'circular-sizes',
      'linear',
      'linear-indeterminate',
      'linear-buffer',
      'linear-striped',
      'linear-label',
    ],
  },
  'components-ratings': { folder: 'rating', order: ['basic', 'colors', 'sizes', 'hover', 'icons', 'half', 'readonly'] },
  'components-snackbars': {
    folder: 'snackbar',
    order: ['basic', 'tones', 'multi-line', 'timeout', 'action', 'promise', 'position'],
  },
  'components-stepper': { folder: 'stepper', order: ['basic', 'vertical', 'alternate', 'editable', 'error'] },
  'components-tabs': { folder: 'tabs', order: ['line', 'pill', 'icons', 'stacked', 'align', 'grow', 'vertical'] },
  'components-timeline': {
    folder: 'timeline',
    order: ['basic', 'opposite', 'alternate', 'horizontal', 'alignment', 'icons'],
  },
  'components-tooltips': { folder: 'tooltip', order: ['placement', 'delay', 'icons', 'controlled'] },
  datatables: { folder: 'datatables', order: ['basic', 'server', 'virtual', 'selection', 'custom-cells', 'crud'] },
  'extensions-cleave-input': {
    folder: 'cleave-input',
    order: ['card', 'phone', 'date', 'time', 'numeral', 'prefix', 'delimiter'],
  },
  'extensions-date-picker': {
    folder: 'date-picker',
    order: ['single', 'range', 'multiple', 'month', 'time', 'inline'],
  },
  'extensions-drop-zone': { folder: 'drop-zone', order: ['any', 'images', 'single'] },
  'extensions-map': { folder: 'map', order: ['basic', 'markers', 'polygon', 'popup'] },
  'extensions-masonry-wall': { folder: 'masonry-wall', order: ['gallery', 'reviews'] },
  'extensions-quill-editor': { folder: 'quill-editor', order: ['snow', 'bubble'] },
  'extensions-sortable': { folder: 'sortable', order: ['simple', 'shared', 'clone', 'handle'] },
  'extensions-swiper': {
    folder: 'swiper',
    order: ['basic', 'cube', 'navigation', 'pagination', 'gallery', 'progress'],
  },
  'extensions-tiptap-editor': { folder: 'tiptap-editor', order: ['toolbar', 'sanitized'] },
  'extensions-toastify': { folder: 'toastify', order: ['tones', 'positions', 'actions', 'promise'] },
  'forms-autocomplete': {
    folder: 'autocomplete',
    order: ['variants', 'multiple', 'chips', 'custom-items', 'async', 'first-match'],
  },
  'forms-checkbox': {
    folder: 'checkbox',
    order: ['colors', 'group', 'boolean', 'states', 'indeterminate', 'label', 'sizes'],
  },
  'forms-combobox': {
    folder: 'combobox',
    order: ['variants', 'free-text', 'multiple', 'chips', 'custom-items', 'density'],
  },
  'forms-file-input': {
    folder: 'file-input',
    order: ['variants', 'accept', 'chips', 'counter', 'multiple', 'size', 'validation'],
  },
  'forms-otp-input': { folder: 'otp-input', order: ['variants', 'finish', 'hidden', 'alphanumeric', 'validation'] },
  'forms-radio': { folder: 'radio', order: ['colors', 'direction', 'label', 'custom', 'sizes'] },
  'forms-range-sliders': {
    folder: 'range-slider',
    order: ['strict', 'disabled', 'min-max', 'step', 'value-label', 'vertical'],
  },
  'forms-select': {
    folder: 'select',
    order: ['variants', 'groups', 'disabled', 'multiple', 'custom-items', 'selection', 'validation'],
  },
  'forms-sliders': { folder: 'slider', order: ['colors', 'icons', 'thumb', 'ticks', 'steps', 'min-max', 'vertical'] },
  'forms-switch': { folder: 'switch', order: ['colors', 'states', 'label', 'settings'] },
  'forms-text-field': {
    folder: 'text-field',
    order: [
      'variants',
      'density',
      'hint',
      'icons',
      'affixes',
      'clearable',
      'password',
      'counter',
      'label',
      'validation',
    ],
  },
  'forms-textarea': {
    folder: 'textarea',
    order: ['variants', 'auto-grow', 'clearable', 'counter', 'no-resize', 'icons', 'rows', 'validation'],
  },
  tables: { folder: 'tables', order: ['basic', 'themed', 'dense', 'fixed-height', 'fixed-header'] },
} as const satisfies Partial<Record<RouteName, Gallery>>;

/** The routes whose screen is a gallery page. */
export type GalleryRoute = keyof typeof galleries;
