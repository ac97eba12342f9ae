/**
 * The chart libraries' entry points, shared by the lazy chart components and by screens that
 * start fetching them as soon as they have painted (while their data is still on its way), so
 * the charts are ready when the numbers arrive. Loading a module twice fetches it once.
 */
export const loadChartJsRenderer = () => import('./chartjs-renderer');
export const loadApexRenderer = () => import('./apex-renderer');
/** Chart kinds few screens draw (heatmap, radar; bubble, radar, scatter) live in their own chunks. */
export const loadApexExtraRenderer = () => import('./apex-extra-renderer');
export const loadChartJsExtraRenderer = () => import('./chartjs-extra-renderer');
