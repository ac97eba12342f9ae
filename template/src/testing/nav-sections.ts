import type { NavSection } from '@/config/navigation';

/**
 * The menu the navigation tests draw: one section of two groups of links, to routes the starter
 * keeps too (npm run strip-demo). Titles without a translation show as written.
 */
export const navSections: NavSection[] = [
  {
    id: 'pages',
    title: 'Pages',
    icon: 'circle',
    children: [
      {
        kind: 'group',
        id: 'status',
        title: 'Status',
        icon: 'circle',
        children: [
          { kind: 'link', id: 'not-found', title: 'Missing page', to: { name: 'misc-not-found' } },
          { kind: 'link', id: 'coming-soon', title: 'Coming soon', to: { name: 'misc-coming-soon' } },
        ],
      },
      {
        kind: 'group',
        id: 'sign-in',
        title: 'Sign in',
        icon: 'circle',
        children: [
          { kind: 'link', id: 'login', title: 'Login', to: { name: 'login' } },
          { kind: 'link', id: 'register', title: 'Register', to: { name: 'register' } },
        ],
      },
    ],
  },
];
