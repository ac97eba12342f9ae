import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from '@/components/ui/toast';
import { Toaster } from '@/components/ui/toaster';
import { api } from '@/mocks/http';
import { callApi, withSignedInDemo } from '@/mocks/testing';
import { renderWithProviders } from '@/testing/render';
import type { UserPost } from '../types';
import { SocialFeed } from './social-feed';

const demo = withSignedInDemo();
// Whole cards against the demo backend: give slow (shared CI) machines room.
vi.setConfig({ testTimeout: 30_000 });
/** The demo backend and the lazy toaster can be slow to answer on a busy machine. */
const patient = { timeout: 10_000 };

const amara = { id: 1, name: 'Amara Okafor' };
const show = (member = amara) =>
  renderWithProviders(
    <>
      <SocialFeed member={member} />
      <Toaster />
    </>,
    { ns: ['users'] },
  );
afterEach(() => act(() => void toast.dismiss()));
const stored = async () =>
  ((await callApi('GET', '/user/1/posts', { token: demo.token() })).body as { posts: UserPost[] }).posts;
const firstPost = async () => (await screen.findAllByRole('article', {}, patient))[0]!;

describe('SocialFeed', () => {
  it('shows the member’s posts newest first: author, text, picture, likes and comments', async () => {
    await show();
    const posts = await screen.findAllByRole('article', {}, patient);
    expect(posts).toHaveLength(3);
    const [first] = posts;
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(/^Post by Amara Okafor, .+ago/);
    expect(within(first!).getByRole('img', { name: /standing desk/ })).toHaveAttribute('width', '800');
    expect(within(first!).getByText('42 likes')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    const thread = within(first!).getByRole('button', { name: '2 comments' });
    expect(thread).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(thread);
    const list = within(first!).getByRole('list', { name: 'Comments on the post by Amara Okafor' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('The lamp stays.'), expect.stringContaining('whiteboard wall')]);
    // The text-only post has no picture.
    expect(within(posts[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('likes and unlikes through the server, the count following', async () => {
    const user = userEvent.setup();
    await show();
    const post = await firstPost();
    await user.click(within(post).getByRole('button', { name: 'Like' }));
    expect(within(post).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(post).getByText('43 likes')).toBeInTheDocument();
    await vi.waitFor(async () => expect((await stored())[0]).toMatchObject({ liked: true, likes: 43 }), patient);
    await user.click(within(post).getByRole('button', { name: 'Like' }));
    await vi.waitFor(async () => expect((await stored())[0]).toMatchObject({ liked: false, likes: 42 }), patient);
    expect(within(post).getByText('42 likes')).toBeInTheDocument();
  });

  it('puts a refused like back and says so', async () => {
    demo.server.use(
      http.put(api('user/:id/posts/:postId/like'), () =>
        HttpResponse.json({ message: 'Likes are paused' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await show();
    const post = await firstPost();
    await user.click(within(post).getByRole('button', { name: 'Like' }));
    await vi.waitFor(
      () => expect(within(post).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false'),
      patient,
    );
    expect(within(post).getByText('42 likes')).toBeInTheDocument();
    expect(await screen.findByText('Likes are paused', {}, patient)).toBeInTheDocument();
  });

  it('adds a comment signed by the viewer, and refuses an empty or too long one without sending', async () => {
    const user = userEvent.setup();
    await show();
    const post = await firstPost();
    const box = within(post).getByRole('textbox', { name: 'Your comment' });
    const send = within(post).getByRole('button', { name: 'Comment' });
    await user.click(send);
    expect(within(post).getByText('Write something before sending.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.paste('x'.repeat(501));
    await user.click(send);
    expect(within(post).getByText('A comment can be at most 500 characters.')).toBeInTheDocument();
    expect((await stored())[0]!.comments).toHaveLength(2);

    await user.clear(box);
    await user.type(box, 'Count me in for the lamp debate.');
    await user.click(send);
    expect(box).toHaveValue('');
    expect(within(post).queryByText('Write something before sending.')).not.toBeInTheDocument();
    // The thread opens on the new comment.
    expect(within(post).getByRole('button', { name: '3 comments' })).toHaveAttribute('aria-expanded', 'true');
    const list = within(post).getByRole('list', { name: /Comments on/ });
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('John Doe');
    await vi.waitFor(
      async () =>
        expect((await stored())[0]!.comments.at(-1)).toMatchObject({
          text: 'Count me in for the lamp debate.',
          author: { name: 'John Doe' },
        }),
      patient,
    );
  });

  it('gives the text back with the server’s message when a comment is refused', async () => {
    demo.server.use(
      http.post(api('user/:id/posts/:postId/comments'), () =>
        HttpResponse.json(
          { message: 'Invalid body', errors: { text: ['Comment contains a blocked word'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await show();
    const post = await firstPost();
    const box = within(post).getByRole('textbox', { name: 'Your comment' });
    await user.type(box, 'Something blocked');
    await user.click(within(post).getByRole('button', { name: 'Comment' }));
    expect(await within(post).findByText('Comment contains a blocked word', {}, patient)).toBeInTheDocument();
    expect(box).toHaveValue('Something blocked');
    expect(within(post).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
  });

  it('says so when the member has no posts, or the posts cannot be loaded', async () => {
    const { unmount } = await show({ id: 2, name: 'Daniel Brooks' });
    expect(await screen.findByText('Daniel Brooks has not posted anything yet.', {}, patient)).toBeInTheDocument();
    unmount();
    await show({ id: 999, name: 'Nobody' });
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('User 999 not found');
  });
});
