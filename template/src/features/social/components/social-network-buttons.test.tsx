import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { api } from '@/mocks/http';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { Network } from '../types';
import { SocialConnectButton } from './social-connect-button';
import { SocialFollowButton } from './social-follow-button';

const demo = withSignedInDemo();
vi.setConfig({ testTimeout: 30_000 });
/** The demo backend and the lazy toaster can be slow to answer on a busy machine. */
const patient = { timeout: 10_000 };

afterEach(() => act(() => void toast.dismiss()));

const network = async () => (await callApi('GET', '/network', { token: demo.token() })).body as Network;

describe('SocialFollowButton and SocialConnectButton', () => {
  it('follow and unfollow a member, saved for the signed-in account', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <SocialFollowButton member={{ id: 1, name: 'Amara Okafor' }} />
        <Toaster />
      </>,
      { ns: ['users'] },
    );
    const follow = await screen.findByRole('button', { name: 'Follow Amara Okafor' }, patient);
    await vi.waitFor(() => expect(follow).toBeEnabled(), patient);
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(async () => expect((await network()).following).toContain(1), patient);
    expect(await screen.findByText('You now follow Amara Okafor.', {}, patient)).toBeInTheDocument();
    await user.click(follow);
    await vi.waitFor(async () => expect((await network()).following).not.toContain(1), patient);
  });

  it('connects, and puts the toggle back with a message when the server refuses', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <SocialConnectButton member={{ id: 4, name: 'Kenji Watanabe' }} />
        <Toaster />
      </>,
      { ns: ['users'] },
    );
    const connect = await screen.findByRole('button', { name: 'Connect with Kenji Watanabe' }, patient);
    await vi.waitFor(() => expect(connect).toHaveAttribute('aria-pressed', 'true'), patient);
    await user.click(connect);
    await vi.waitFor(async () => expect((await network()).connections).not.toContain(4), patient);

    demo.server.use(http.put(api('network/connections/:id'), () => HttpResponse.json({}, { status: 409 })));
    await user.click(connect);
    await vi.waitFor(() => expect(connect).toHaveAttribute('aria-pressed', 'false'), patient);
    expect(
      await screen.findByText('The connection with Kenji Watanabe could not be saved, so it was undone.', {}, patient),
    ).toBeInTheDocument();
  });
});
