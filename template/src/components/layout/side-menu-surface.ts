/** Colours of the vertical menu, panel or drawer (the semi-dark tokens key on data-slot="sidebar"). */
export const sidebarSurface = 'bg-sidebar text-sidebar-foreground';
