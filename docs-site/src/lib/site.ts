/**
 * Site map and link helpers. Every internal link is built from the base path (Astro `base`),
 * so the docs keep working when they are deployed under a sub-path.
 */
const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;

/** URL of a docs page or asset: `href('theming/')` -> '/theming/'. */
export function href(path = ''): string {
  return `${base}${path.replace(/^\/+/, '')}`;
}

/** URL inside the live demo: `demoHref('dashboard/crm')` -> '/demo/dashboard/crm'. */
export function demoHref(path = ''): string {
  return href(`demo/${path.replace(/^\/+/, '')}`);
}

export interface DocLink {
  title: string;
  path: string;
  description: string;
}

export interface DocSection {
  title: string;
  links: DocLink[];
}

export const docSections: DocSection[] = [
  {
    title: 'Start here',
    links: [
      {
        title: 'Getting started',
        path: 'getting-started/',
        description: 'Two commands from a fresh machine to a running demo.',
      },
      {
        title: 'Structure & conventions',
        path: 'structure/',
        description: 'Where things live and which way imports flow.',
      },
      { title: 'The page recipe', path: 'page-recipe/', description: 'How every screen is built.' },
    ],
  },
  {
    title: 'Guides',
    links: [
      { title: 'Theming', path: 'theming/', description: 'Tokens, skins, presets and dark mode.' },
      { title: 'RTL & i18n', path: 'i18n/', description: 'English, French and Arabic, and adding a language.' },
      { title: 'Routing & permissions', path: 'routing/', description: 'One route table, guards and CASL rules.' },
      { title: 'Demo backend', path: 'demo-backend/', description: 'Every endpoint of the in-browser API.' },
      { title: 'Real API', path: 'real-api/', description: 'Swapping the demo backend for your server.' },
      { title: 'Deployment', path: 'deployment/', description: 'Static hosting, base path and the CSP.' },
      { title: 'Upgrading', path: 'upgrading/', description: 'Taking a new release into your project.' },
    ],
  },
  {
    title: 'Reference',
    links: [{ title: 'Components', path: 'components/', description: 'Live examples with the source they run.' }],
  },
];

export const allDocLinks: DocLink[] = docSections.flatMap((s) => s.links);

export const productName = 'Tessera';
