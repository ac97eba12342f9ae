/**
 * What customers said, as they wrote it (in English): quotes are not translated, the page marks
 * their language so screen readers pronounce them right.
 */
export interface Testimonial {
  name: string;
  handle: string;
  role: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Maya Okafor',
    handle: '@mayabuilds',
    role: 'CTO, Parcelwise',
    rating: 5,
    quote:
      'We replaced a year-old internal admin in three weeks. The order and invoice screens were 80% of what we needed, and the code was clean enough that nobody wanted to rewrite it.',
  },
  {
    name: 'Lucas Ferreira',
    handle: '@lucasf',
    role: 'Front-end lead, Trilha',
    rating: 5,
    quote: 'Right-to-left that actually works. Our Arabic release shipped without a single CSS hack.',
  },
  {
    name: 'Hannah Becker',
    handle: '@hbecker',
    role: 'Freelance developer',
    rating: 4,
    quote:
      'I use Tessera for every client dashboard now. The mock backend means I can demo a working product before the client’s API exists.',
  },
  {
    name: 'Omar Haddad',
    handle: '@omarh',
    role: 'Product engineer, Souqly',
    rating: 5,
    quote: 'Accessibility was the reason we picked it. Keyboard navigation, focus handling, labels: all done properly.',
  },
  {
    name: 'Sofia Marin',
    handle: '@sofiam',
    role: 'Designer, Northwind Studio',
    rating: 5,
    quote:
      'The colour presets and skins are tokens, not overrides, so matching our brand took one file. Dark mode came for free.',
  },
  {
    name: 'Kenji Watanabe',
    handle: '@kenjiw',
    role: 'Engineering manager, Fleetly',
    rating: 4,
    quote:
      'New hires find their way around the codebase on day one: one file per URL, one file per endpoint. That structure alone was worth the price.',
  },
  {
    name: 'Chloé Lambert',
    handle: '@chloelambert',
    role: 'Founder, Atelier Nord',
    rating: 5,
    quote: 'Fast. Our dashboard went from a spinner-fest to instant, and Lighthouse finally stopped shouting at us.',
  },
  {
    name: 'David Mensah',
    handle: '@dmensah',
    role: 'Full-stack developer, Kora Health',
    rating: 5,
    quote:
      'Permissions per route and per menu item, out of the box. We wired it to our own roles in an afternoon and the client view just worked.',
  },
  {
    name: 'Priya Raman',
    handle: '@priyar',
    role: 'Tech lead, Ledgerline',
    rating: 4,
    quote: 'The tests are the best documentation. Every flow has a Playwright spec I could read and copy.',
  },
];
