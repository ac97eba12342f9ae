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
    ],
  },
  {
    title: 'Guides',
    links: [
      { title: 'Theming', path: 'theming/', description: 'Tokens, skins, presets, dark mode and RTL.' },
      {
        title: 'Internationalisation',
        path: 'i18n/',
        description: 'Lazy JSON namespaces in English, French and Arabic.',
      },
      { title: 'Routing & permissions', path: 'routing/', description: 'One route table, guards and CASL abilities.' },
      {
        title: 'Demo backend & real API',
        path: 'demo-backend/',
        description: 'The in-browser MSW backend and how to drop it.',
      },
      { title: 'Deployment', path: 'deployment/', description: 'Static hosting, per-route HTML and the CSP.' },
    ],
  },
  {
    title: 'Reference',
    links: [{ title: 'Components', path: 'components/', description: 'Live examples with the source they run.' }],
  },
];

export const allDocLinks: DocLink[] = docSections.flatMap((s) => s.links);

export const productName = 'Tessera';
