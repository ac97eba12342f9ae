import { filterNavigation, navigation, searchIndex, type NavSection } from './navigation';
import { routeMeta, routeNames, type RouteTarget } from './paths';

const linkNames = (sections: NavSection[]) =>
  sections
    .flatMap((s) => s.children.flatMap((c) => (c.kind === 'group' ? c.children : [c])))
    .map((l) => l.to?.name ?? l.id);
const groupIds = (sections: NavSection[]) =>
  sections.flatMap((s) => s.children.filter((c) => c.kind === 'group').map((g) => g.id));

// The role rules without the CASL machinery: admin may open every route, client only the
// public ones and those whose meta asks for AclDemo.
const adminLike = () => true;
const clientLike = (target: RouteTarget) => {
  const meta = routeMeta(target.name);
  return Boolean(meta?.public) || meta?.subject === 'AclDemo';
};

describe('filterNavigation', () => {
  it('keeps the whole menu for an admin-like predicate', () => {
    expect(filterNavigation(navigation, adminLike)).toEqual(navigation);
  });

  // #demo-start
  it('hides every entry a client-like predicate refuses, and the groups left empty', () => {
    const filtered = filterNavigation(navigation, clientLike);
    const names = linkNames(filtered);
    expect(names).toContain('pages-faq');
    expect(names).toContain('auth-login');
    expect(names).not.toContain('dashboard-crm');
    expect(names).not.toContain('apps-user-list');
    // Groups whose every child is forbidden vanish; groups of public pages stay.
    expect(groupIds(filtered)).toEqual(['authentications', 'miscellaneous']);
    // Sections with nothing left vanish too; the external Documentation link always stays.
    expect(filtered.map((s) => s.id)).toEqual(['pages', 'documentation']);
  });

  it('drops a section entirely when nothing in it is allowed', () => {
    const onlyCharts = (t: RouteTarget) => t.name.startsWith('charts-');
    const filtered = filterNavigation(navigation, onlyCharts);
    expect(filtered.map((s) => s.id)).toEqual(['charts', 'documentation']);
    expect(linkNames(filtered)).toEqual(['charts-light', 'charts-apex-chart', 'charts-chart-js', 'documentation']);
  });
  // #demo-end
  // #starter it('keeps what a client-like predicate allows and drops the sections left empty', () => {
  // #starter   const filtered = filterNavigation(navigation, clientLike);
  // #starter   expect(linkNames(filtered)).toContain('home');
  // #starter   expect(filterNavigation(navigation, (t) => t.name !== 'home').map((s) => s.id)).toEqual(['pages']);
  // #starter   expect(groupIds(filtered)).toEqual(['miscellaneous']);
  // #starter   expect(filtered.map((s) => s.id)).toEqual(['home', 'pages']);
  // #starter });

  it('does not change the menu it was given', () => {
    const before = JSON.stringify(navigation);
    filterNavigation(navigation, () => false);
    expect(JSON.stringify(navigation)).toBe(before);
  });
});

describe('navigation and search index', () => {
  it('only links to routes that exist', () => {
    for (const name of linkNames(navigation)) {
      if (name !== 'documentation') expect(routeNames).toContain(name);
    }
  });

  it('indexes every in-app link once, with its group as subtitle', () => {
    const index = searchIndex();
    const names = index.map((e) => e.to.name);
    expect(new Set(names).size).toBe(names.length);
    // #demo-start
    expect(index.find((e) => e.to.name === 'ecommerce-products-list')).toMatchObject({
      title: 'routes.ecommerce-products-list',
      subtitle: 'products',
    });
    expect(index.find((e) => e.to.name === 'dashboard-crm')).toMatchObject({ subtitle: 'dashboard' });
    // #demo-end
    // #starter expect(index.find((e) => e.to.name === 'home')).toMatchObject({ title: 'routes.home', subtitle: 'home' });
    // #starter expect(index.find((e) => e.to.name === 'misc-not-found')).toMatchObject({ subtitle: 'miscellaneous' });
    expect(names).not.toContain('documentation');
  });
});
