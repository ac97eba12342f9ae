import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { UserDetails } from '../../types';
import { UserProfileView, type UserProfileViewProps } from './user-profile-view';

const demo = withSignedInDemo();
// Whole screens against the demo backend: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 30_000 });

const show = (props: UserProfileViewProps) =>
  renderWithProviders(<UserProfileView {...props} />, { ns: ['users', 'auth'] });
const stored = async (id: number) => (await callApi('GET', `/user/${id}`, { token: demo.token() })).body as UserDetails;

describe('UserProfileView', () => {
  it('shows the first member when no id is given, with the sections as links that keep the id', async () => {
    await show({ tab: 'profile', userId: undefined });
    const banner = await screen.findByTestId('user-profile-banner');
    expect(within(banner).getByRole('heading', { level: 2, name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Profile' })).toBeInTheDocument();
    const tabs = within(banner).getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Followers 9' })).toHaveAttribute('href', '/user/followers?id=1');
    expect(within(tabs).getByRole('link', { name: 'Friends 6' })).toHaveAttribute('href', '/user/friends?id=1');
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    // The connections card lists friends from the server.
    expect(await screen.findByRole('link', { name: 'See all 6 friends' })).toHaveAttribute(
      'href',
      '/user/friends?id=1',
    );
  });

  it('lists followers as cards, marking who is also a friend', async () => {
    await show({ tab: 'followers', userId: 1 });
    const section = await screen.findByRole('region', { name: '9 people follow Amara Okafor' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    const daniel = cards.find((card) => within(card).queryByText('Daniel Brooks'))!;
    expect(within(daniel).getByText('Follows only')).toBeInTheDocument();
    expect(within(daniel).getByRole('link', { name: 'View profile of Daniel Brooks' })).toHaveAttribute(
      'href',
      '/user/profile?id=2',
    );
  });

  it('says so for an unknown user or a malformed id', async () => {
    const { unmount } = await show({ tab: 'profile', userId: 99 });
    expect(await screen.findByText('No user found')).toBeInTheDocument();
    unmount();
    await show({ tab: 'friends', userId: null });
    expect(await screen.findByText('No user found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute('href', '/users/list');
  });

  it('saves account settings through the server, after checking them', async () => {
    const user = userEvent.setup();
    await show({ tab: 'settings', userId: 2 });
    const form = await screen.findByRole('form', { name: 'Account' });
    const role = within(form).getByLabelText('Role (job title)', { exact: false });
    const phone = within(form).getByLabelText('Phone');
    await user.clear(role);
    await user.clear(phone);
    await user.type(phone, 'call me maybe');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Role is required')).toBeInTheDocument();
    expect(within(form).getByText('Use digits, spaces and + ( ) . - only')).toBeInTheDocument();
    expect((await stored(2)).user.role).toBe('Sales Representative');

    await user.type(role, 'Sales Director');
    await user.clear(phone);
    await user.type(phone, '+1 312 555 0100');
    await user.click(within(form).getByRole('radio', { name: 'Active' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(async () => expect((await stored(2)).user.role).toBe('Sales Director'), { timeout: 5000 });
    const saved = await stored(2);
    expect(saved.user.status).toBe('active');
    expect(saved.profile.phone).toBe('+1 312 555 0100');
    expect(saved.profile.languages).toEqual(['English']);
  });

  it('saves notification choices', async () => {
    const user = userEvent.setup();
    await show({ tab: 'settings', userId: 3 });
    const form = await screen.findByRole('form', { name: 'Notifications' });
    const save = within(form).getByRole('button', { name: 'Save notifications' });
    expect(save).toBeDisabled();
    const sms = within(form).getByRole('switch', { name: 'Comments by SMS' });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(save);
    await vi.waitFor(async () => expect((await stored(3)).profile.notifications.comments.sms).toBe(true), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(save).toBeDisabled());
  });
});
