import { routeMeta, routeNames, type RouteMeta } from '@/config/paths';
// #demo-start
import { subjects } from '@/features/roles/types';
// #demo-end
import { canAccessRoute, ability } from './ability';
import {
  appPath,
  decideHome,
  decideRoute,
  guardRoute,
  homeRedirect,
  loginDestination,
  loginRedirect,
  routeForPath,
} from './guard';
import { startSession, type UserData } from './session';

const admin: UserData = { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' };
const client: UserData = {
  id: 2,
  fullName: 'Jane Miller',
  username: 'janemiller',
  email: 'client@demo.com',
  role: 'client',
};

// #demo-start
const clientRules = [
  { action: 'read', subject: 'AclDemo' },
  { action: 'read', subject: 'Account' },
];
// #demo-end

const protectedMeta: RouteMeta | undefined = undefined;
const faqMeta: RouteMeta = { action: 'read', subject: 'AclDemo' };

describe('decideRoute: the decision table', () => {
  it.each`
    case                                      | meta                             | signedIn | allowed  | path                 | search          | expected
    ${'public page, guest'}                   | ${{ public: true }}              | ${false} | ${false} | ${'/misc/not-found'} | ${''}           | ${{ kind: 'allow' }}
    ${'public page, signed in'}               | ${{ public: true }}              | ${true}  | ${false} | ${'/auth/login'}     | ${''}           | ${{ kind: 'allow' }}
    ${'guest-only page, guest'}               | ${{ unauthenticatedOnly: true }} | ${false} | ${false} | ${'/login'}          | ${''}           | ${{ kind: 'allow' }}
    ${'guest-only page, signed in'}           | ${{ unauthenticatedOnly: true }} | ${true}  | ${false} | ${'/register'}       | ${''}           | ${{ kind: 'redirect', to: '/' }}
    ${'protected, allowed'}                   | ${protectedMeta}                 | ${true}  | ${true}  | ${'/apps/calendar'}  | ${''}           | ${{ kind: 'allow' }}
    ${'protected, signed in, not allowed'}    | ${protectedMeta}                 | ${true}  | ${false} | ${'/apps/calendar'}  | ${''}           | ${{ kind: 'not-found' }}
    ${'subject page, signed in, not allowed'} | ${faqMeta}                       | ${true}  | ${false} | ${'/pages/faq'}      | ${''}           | ${{ kind: 'not-found' }}
    ${'protected, guest'}                     | ${protectedMeta}                 | ${false} | ${false} | ${'/apps/calendar'}  | ${''}           | ${{ kind: 'redirect', to: '/login?to=/apps/calendar' }}
    ${'protected, guest, query kept'}         | ${protectedMeta}                 | ${false} | ${false} | ${'/users/list'}     | ${'?q=ann&p=2'} | ${{ kind: 'redirect', to: '/login?q=ann&p=2&to=/users/list' }}
    ${'protected, guest, stale to replaced'}  | ${faqMeta}                       | ${false} | ${false} | ${'/pages/faq'}      | ${'to=/x'}      | ${{ kind: 'redirect', to: '/login?to=/pages/faq' }}
  `('$case', ({ meta, signedIn, allowed, path, search, expected }) => {
    expect(decideRoute({ meta, signedIn, allowed, path, search })).toEqual(expected);
  });

  it('omits `to` when the target is /', () => {
    expect(loginRedirect('/', '?a=1')).toBe('/login?a=1');
    expect(loginRedirect('/', '')).toBe('/login');
  });
});

describe('decideHome: where / sends people', () => {
  // #demo-start
  it.each`
    case                         | signedIn | role         | search      | expected
    ${'admin'}                   | ${true}  | ${'admin'}   | ${'?x=1'}   | ${{ kind: 'redirect', to: '/dashboard/crm' }}
    ${'client'}                  | ${true}  | ${'client'}  | ${''}       | ${{ kind: 'redirect', to: '/pages/faq' }}
    ${'guest'}                   | ${false} | ${undefined} | ${''}       | ${{ kind: 'redirect', to: '/login' }}
    ${'guest keeps the query'}   | ${false} | ${undefined} | ${'?utm=a'} | ${{ kind: 'redirect', to: '/login?utm=a' }}
    ${'user data without token'} | ${false} | ${'admin'}   | ${''}       | ${{ kind: 'redirect', to: '/login' }}
    ${'unknown role'}            | ${true}  | ${'root'}    | ${''}       | ${{ kind: 'not-found' }}
  `('$case', ({ signedIn, role, search, expected }) => {
    expect(decideHome(signedIn, role, search)).toEqual(expected);
  });
  // #demo-end
  // #starter it('sends both roles to the home screen, guests to login with the query, others to 404', () => {
  // #starter   expect(decideHome(true, 'admin', '?x=1')).toEqual({ kind: 'redirect', to: '/home' });
  // #starter   expect(decideHome(true, 'client', '')).toEqual({ kind: 'redirect', to: '/home' });
  // #starter   expect(decideHome(false, undefined, '?utm=a')).toEqual({ kind: 'redirect', to: '/login?utm=a' });
  // #starter   expect(decideHome(false, 'admin', '')).toEqual({ kind: 'redirect', to: '/login' });
  // #starter   expect(decideHome(true, 'root', '')).toEqual({ kind: 'not-found' });
  // #starter });
});

describe('route access per role', () => {
  beforeEach(() => ability.update([]));

  it('admin (manage all) opens every route except the guest-only ones', () => {
    ability.update([{ action: 'manage', subject: 'all' }]);
    for (const name of routeNames) {
      expect(canAccessRoute(name, admin, true), name).toBe(!routeMeta(name)?.unauthenticatedOnly);
    }
  });

  // #demo-start
  it('client (read AclDemo, read Account) opens only the FAQ, their account, notifications and public pages', () => {
    ability.update(clientRules);
    const allowed = routeNames.filter((name) => canAccessRoute(name, client, true));
    expect(allowed).toContain('pages-faq');
    expect(allowed.filter((n) => !routeMeta(n)?.public)).toEqual([
      'pages-faq',
      'account-settings',
      'pages-notifications',
    ]);
  });

  it('every signed-in route names one of the subjects the role editor offers', () => {
    const signedIn = routeNames.filter((n) => !routeMeta(n)?.public && !routeMeta(n)?.unauthenticatedOnly);
    for (const name of signedIn) expect(subjects, name).toContain(routeMeta(name)?.subject);
  });

  it('a rule opens its subject for any role name, and taking it back closes it', () => {
    const invoiceRoutes = routeNames.filter((n) => n.startsWith('apps-invoice-'));
    ability.update([...clientRules, { action: 'read', subject: 'Invoice' }]);
    const allowed = routeNames.filter((name) => canAccessRoute(name, client, true) && !routeMeta(name)?.public);
    // Reading opens the list and the details; adding and editing need create and update.
    const reading = [
      'account-settings',
      'pages-faq',
      'pages-notifications',
      'apps-invoice-list',
      'apps-invoice-details',
    ];
    expect(allowed.sort()).toEqual(reading.sort());
    ability.update([...clientRules, { action: 'manage', subject: 'Invoice' }]);
    expect(invoiceRoutes.every((name) => canAccessRoute(name, client, true))).toBe(true);
    ability.update(clientRules);
    expect(invoiceRoutes.some((name) => canAccessRoute(name, client, true))).toBe(false);
  });

  it('manage all opens everything even for the client kind of account (it was given the Administrator role)', () => {
    ability.update([{ action: 'manage', subject: 'all' }]);
    expect(canAccessRoute('apps-roles', client, true)).toBe(true);
  });

  it('guests open public and guest-only routes only', () => {
    const allowed = routeNames.filter((name) => canAccessRoute(name, null, false));
    expect(allowed.every((n) => routeMeta(n)?.public || routeMeta(n)?.unauthenticatedOnly)).toBe(true);
    expect(allowed).toEqual(expect.arrayContaining(['login', 'register', 'forgot-password', 'front-end-landing']));
  });
  // #demo-end
  // #starter it('client (read AclDemo) opens the home screen', () => {
  // #starter   ability.update([{ action: 'read', subject: 'AclDemo' }]);
  // #starter   expect(canAccessRoute('home', client, true)).toBe(true);
  // #starter });
  // #starter
  // #starter it('guests open public and guest-only routes only', () => {
  // #starter   const allowed = routeNames.filter((name) => canAccessRoute(name, null, false));
  // #starter   expect(allowed.every((n) => routeMeta(n)?.public || routeMeta(n)?.unauthenticatedOnly)).toBe(true);
  // #starter   expect(allowed).toEqual(expect.arrayContaining(['login', 'register', 'forgot-password', 'misc-not-found']));
  // #starter });
});

// #demo-start
describe('loginDestination: where a fresh login goes', () => {
  beforeEach(() => ability.update([]));

  it('follows `to` when the user may open it, restoring the other query params', async () => {
    ability.update([{ action: 'manage', subject: 'all' }]);
    expect(await loginDestination('?to=/apps/calendar', admin)).toBe('/apps/calendar');
    expect(await loginDestination('?q=ann&to=%2Fusers%2Flist', admin)).toBe('/users/list?q=ann');
    expect(await loginDestination('?to=/apps/invoice/details/INV0007', admin)).toBe('/apps/invoice/details/INV0007');
  });

  it('falls back to the landing page when `to` is missing, forbidden, unknown or not an in-app path', async () => {
    ability.update([{ action: 'read', subject: 'AclDemo' }]);
    expect(await loginDestination('', client)).toBe('/pages/faq');
    expect(await loginDestination('?to=/apps/calendar', client)).toBe('/pages/faq');
    expect(await loginDestination('?to=/pages/faq', client)).toBe('/pages/faq');
    ability.update([{ action: 'manage', subject: 'all' }]);
    for (const to of [
      '/no/such/page',
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      'dashboard/crm',
      '/login',
    ]) {
      expect(await loginDestination(`?to=${encodeURIComponent(to)}`, admin), to).toBe('/dashboard/crm');
    }
  });

  it("opens the first menu page the role's rules allow when they no longer allow the landing page", async () => {
    ability.update([{ action: 'read', subject: 'Calendar' }]);
    expect(await loginDestination('', client)).toBe('/apps/calendar');
    ability.update([
      { action: 'read', subject: 'Invoice' },
      { action: 'read', subject: 'AclDemo' },
    ]);
    expect(await loginDestination('', admin)).toBe('/apps/invoice/list');
  });

  it('matches parameterised routes', () => {
    expect(routeForPath('/user/profile')).toBe('apps-user-profile');
    expect(routeForPath('/apps/invoice/edit/INV0001')).toBe('apps-invoice-edit');
    expect(routeForPath('/apps/invoice/edit')).toBeUndefined();
  });
});

describe('guardRoute and homeRedirect against the stored session', () => {
  const url = (path: string) => new URL(`http://localhost${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`);

  it('strips the deployment base from the path', () => {
    expect(appPath(url('/apps/calendar'))).toBe('/apps/calendar');
  });

  it('sends a guest to login with `to`, lets a client read the FAQ and 404s the client elsewhere', async () => {
    const guest = await guardRoute('apps-calendar', url('/apps/calendar?view=week'));
    expect(guest?.status).toBe(302);
    expect(guest?.headers.get('Location')).toBe('/login?view=week&to=/apps/calendar');
    expect(homeRedirect(url('/?a=b'))?.headers.get('Location')).toBe('/login?a=b');

    startSession({
      accessToken: 'a',
      refreshToken: 'r',
      userData: client,
      userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
    });
    expect(await guardRoute('pages-faq', url('/pages/faq'))).toBeNull();
    expect(homeRedirect(url('/'))?.headers.get('Location')).toBe('/pages/faq');
    expect((await guardRoute('login', url('/login')))?.headers.get('Location')).toBe('/');
    await expect(guardRoute('apps-calendar', url('/apps/calendar'))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
// #demo-end
// #starter describe('loginDestination: where a fresh login goes', () => {
// #starter   beforeEach(() => ability.update([{ action: 'manage', subject: 'all' }]));
// #starter
// #starter   it('follows `to` when the user may open it, else the landing page', async () => {
// #starter     expect(await loginDestination('?q=1&to=%2Fhome', admin)).toBe('/home?q=1');
// #starter     for (const to of ['/no/such/page', 'https://evil.example/', '//evil.example', '/\\evil', 'home', '/login']) {
// #starter       expect(await loginDestination(`?to=${encodeURIComponent(to)}`, admin), to).toBe('/home');
// #starter     }
// #starter     expect(routeForPath('/home')).toBe('home');
// #starter   });
// #starter });
// #starter
// #starter describe('guardRoute and homeRedirect against the stored session', () => {
// #starter   const url = (path: string) => new URL(`http://localhost${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`);
// #starter
// #starter   it('sends a guest to login with `to`, and a signed-in user home', async () => {
// #starter     expect(appPath(url('/home'))).toBe('/home');
// #starter     expect((await guardRoute('home', url('/home?view=week')))?.headers.get('Location')).toBe('/login?view=week&to=/home');
// #starter     startSession({ accessToken: 'a', refreshToken: 'r', userData: admin, userAbilityRules: [{ action: 'manage', subject: 'all' }] });
// #starter     expect(await guardRoute('home', url('/home'))).toBeNull();
// #starter     expect(homeRedirect(url('/'))?.headers.get('Location')).toBe('/home');
// #starter     expect((await guardRoute('login', url('/login')))?.headers.get('Location')).toBe('/');
// #starter   });
// #starter });
