import { getResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Network, PostComment, UserPost } from '@/features/social/types';
import { resetDb } from '../db';
import { api, rolesReady } from '../http';
import { accounts, issueTokens } from '../sessions';
import { handlers } from './social';
import { handlers as userHandlers } from './users';

/** John Doe (admin), a second admin (Ada, added here) and Jane Miller (client, who may not read users). */
const tokens = { john: '', ada: '', jane: '' };

// The handlers are called directly, without the backend's start (handlers/index.ts) that waits for
// the roles store their permission checks read.
beforeAll(() => rolesReady());
beforeEach(() => {
  resetDb();
  accounts.insert({
    id: 3,
    fullName: 'Ada Lovell',
    username: 'ada',
    email: 'ada@demo.com',
    password: 'x',
    role: 'admin',
  });
  tokens.john = issueTokens(1).accessToken;
  tokens.ada = issueTokens(3).accessToken;
  tokens.jane = issueTokens(2).accessToken;
});

type Init = { body?: unknown; as?: keyof typeof tokens | null; language?: string };

async function call(method: string, path: string, init: Init = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.language) headers['Accept-Language'] = init.language;
  const as = init.as === undefined ? 'john' : init.as;
  if (as) headers.Authorization = `Bearer ${tokens[as]}`;
  const request = new Request(new URL(api(path), location.origin), {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await getResponse([...handlers, ...userHandlers], request);
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const postsOf = async (id: number, as: keyof typeof tokens = 'john', language?: string) =>
  (await call('GET', `user/${id}/posts`, { as, language })).body.posts as UserPost[];

describe('social handlers: posts', () => {
  it('lists a member’s posts newest first, with author, picture, likes and comments', async () => {
    const posts = await postsOf(1);
    expect(posts).toHaveLength(3);
    expect(posts.map((p) => p.at)).toEqual([...posts.map((p) => p.at)].sort().reverse());
    const [first] = posts;
    expect(first!.author).toEqual({ name: 'Amara Okafor', avatar: expect.stringContaining('avatar-1.svg') });
    expect(first!.image).toMatch(/images\/slides\/workspace-960\.webp$/);
    expect(first!.imageAlt).not.toBe('');
    expect(first!).toMatchObject({ likes: 42, liked: false });
    expect(first!.comments.map((c) => c.author.name)).toEqual(['Ravi Menon', 'Sofia Marín']);
    // The stored retry keys never leave the server.
    expect(first!.comments.every((c) => !('key' in c))).toBe(true);
    expect(await postsOf(2)).toEqual([]);
  });

  it('keeps a like per account, answers the same to a repeated PUT, and undoes it', async () => {
    const [post] = await postsOf(1);
    const like = (liked: unknown, as: keyof typeof tokens = 'john') =>
      call('PUT', `user/1/posts/${post!.id}/like`, { body: { liked }, as });
    expect((await like(true)).body).toMatchObject({ id: post!.id, likes: 43, liked: true });
    expect((await like(true)).body).toMatchObject({ likes: 43, liked: true });
    // Another account sees the count, not John's like, and adds its own.
    expect((await postsOf(1, 'ada'))[0]).toMatchObject({ likes: 43, liked: false });
    expect((await like(true, 'ada')).body).toMatchObject({ likes: 44, liked: true });
    expect((await like(false)).body).toMatchObject({ likes: 43, liked: false });
    expect((await postsOf(1))[0]).toMatchObject({ likes: 43, liked: false });
    const bad = await like('yes');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.liked).toEqual(['Liked must be true or false']);
  });

  it('adds a comment signed by the account; a repeated key gives the saved one back', async () => {
    const [post] = await postsOf(1);
    const path = `user/1/posts/${post!.id}/comments`;
    const first = await call('POST', path, { body: { text: '  Lovely light in there.  ', key: 'k-12345678' } });
    expect(first.status).toBe(201);
    const comment = first.body as PostComment;
    expect(comment).toMatchObject({ text: 'Lovely light in there.', author: { name: 'John Doe' } });
    const again = await call('POST', path, { body: { text: 'Lovely light in there.', key: 'k-12345678' } });
    expect(again).toEqual({ status: 200, body: comment });
    const comments = (await postsOf(1))[0]!.comments;
    expect(comments).toHaveLength(3);
    expect(comments.at(-1)).toEqual(comment);
  });

  it('refuses an empty or too long comment with field messages, and saves nothing', async () => {
    const [post] = await postsOf(1);
    const path = `user/1/posts/${post!.id}/comments`;
    const empty = await call('POST', path, { body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.text).toEqual(['Comment is required']);
    const long = await call('POST', path, { body: { text: 'x'.repeat(501) } });
    expect(long.body.errors.text).toEqual(['Comment must be at most 500 characters']);
    expect((await call('POST', path, { body: { text: 'Hi', extra: 1 } })).status).toBe(400);
    expect((await call('POST', path, { body: { text: 'Hi', key: 'no' } })).body.errors.key).toBeDefined();
    expect((await postsOf(1))[0]!.comments).toHaveLength(2);
  });

  it('answers 404 for an unknown member or a post that is not theirs, 400 for malformed ids', async () => {
    const [post] = await postsOf(1);
    expect((await call('GET', 'user/999/posts')).status).toBe(404);
    expect((await call('GET', 'user/abc/posts')).status).toBe(400);
    const elsewhere = await call('PUT', `user/3/posts/${post!.id}/like`, { body: { liked: true } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toMatch(/not found/);
    expect((await call('PUT', 'user/1/posts/9999/like', { body: { liked: true } })).status).toBe(404);
    expect((await call('PUT', 'user/1/posts/x/like', { body: { liked: true } })).status).toBe(400);
    expect((await call('GET', 'user/1/posts', { as: null })).status).toBe(401);
    // The client role may not read the directory, so neither its posts nor a network.
    expect((await call('GET', 'user/1/posts', { as: 'jane' })).status).toBe(403);
    expect((await call('PUT', 'network/following/1', { body: { following: true }, as: 'jane' })).status).toBe(403);
  });

  it('restores the seeds on reset', async () => {
    const [post] = await postsOf(1);
    await call('PUT', `user/1/posts/${post!.id}/like`, { body: { liked: true } });
    await call('POST', `user/1/posts/${post!.id}/comments`, { body: { text: 'Gone after a reset' } });
    resetDb();
    expect((await postsOf(1))[0]).toMatchObject({ likes: 42, liked: false, comments: [{}, {}] });
  });
});

describe("social handlers: the reader's language", () => {
  const members = [1, 3, 4, 5, 7, 8, 11];
  const everyPost = async (language?: string) =>
    (await Promise.all(members.map((id) => postsOf(id, 'john', language)))).flat();

  it('answers seed posts, their pictures and comments in French and Arabic; names stay', async () => {
    const en = await everyPost();
    const english = new Set(en.flatMap((p) => [p.text, ...p.comments.map((c) => c.text)]).filter(Boolean));
    for (const language of ['fr', 'ar']) {
      const posts = await everyPost(language);
      expect(posts.map((p) => [p.id, p.author, p.image, p.likes])).toEqual(
        en.map((p) => [p.id, p.author, p.image, p.likes]),
      );
      for (const [i, post] of posts.entries()) {
        expect(english, `${language} post ${post.id}`).not.toContain(post.text);
        expect(post.imageAlt === '').toBe(en[i]!.imageAlt === '');
        if (post.imageAlt) expect(post.imageAlt).not.toBe(en[i]!.imageAlt);
        expect(post.comments.map((c) => c.author)).toEqual(en[i]!.comments.map((c) => c.author));
        // Chloé's "Naturellement !" is French in every language.
        for (const c of post.comments) if (c.author.name !== 'Chloé Lefèvre') expect(english).not.toContain(c.text);
      }
    }
    const [fr] = await postsOf(1, 'john', 'fr');
    expect(fr!.text).toMatch(/^L’équipe a enfin emménagé dans le nouveau studio/);
    expect(fr!.comments[0]!.text).toBe('La lampe reste. Je la défendrai.');
    expect((await postsOf(1, 'john', 'ar'))[0]!.comments[0]!.text).toBe('المصباح باقٍ، وسأدافع عنه.');
  });

  it('answers a like in the reader’s language and keeps a comment as the user typed it, for everyone', async () => {
    const [post] = await postsOf(1);
    const liked = await call('PUT', `user/1/posts/${post!.id}/like`, { body: { liked: true }, language: 'fr' });
    expect(liked.body.text).toMatch(/^L’équipe/);
    // Typed in French, word for word the French of a seed comment: it is the user's, not the seed's.
    const text = 'La lampe reste. Je la défendrai.';
    const path = `user/1/posts/${post!.id}/comments`;
    const added = await call('POST', path, { body: { text }, language: 'ar' });
    expect(added.body.text).toBe(text);
    for (const language of [undefined, 'fr', 'ar']) {
      const comments = (await postsOf(1, 'ada', language))[0]!.comments;
      expect(comments.at(-1)).toMatchObject({ id: added.body.id, text, author: { name: 'John Doe' } });
    }
    expect((await postsOf(1, 'ada'))[0]!.comments[0]!.text).toBe('The lamp stays. I will defend it.');
  });
});

describe('social handlers: the network', () => {
  const network = async (as: keyof typeof tokens = 'john') => (await call('GET', 'network', { as })).body as Network;

  it('follows and unfollows a member, per account, idempotently', async () => {
    expect(await network()).toEqual({ following: [3, 8], connections: [4] });
    const follow = (following: unknown) => call('PUT', 'network/following/1', { body: { following } });
    expect((await follow(true)).body).toEqual({ following: [3, 8, 1], connections: [4] });
    expect((await follow(true)).body).toEqual({ following: [3, 8, 1], connections: [4] });
    expect(await network('ada')).toEqual({ following: [], connections: [] });
    expect((await follow(false)).body.following).toEqual([3, 8]);
    const bad = await follow(1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.following).toEqual(['Following must be true or false']);
  });

  it('connects and disconnects, refusing unknown members', async () => {
    const connect = (id: number | string, connected: unknown) =>
      call('PUT', `network/connections/${id}`, { body: { connected } });
    expect((await connect(2, true)).body.connections).toEqual([4, 2]);
    expect((await connect(4, false)).body.connections).toEqual([2]);
    expect((await connect(999, true)).status).toBe(404);
    expect((await connect('me', true)).status).toBe(400);
    expect((await connect(2, undefined)).status).toBe(400);
    resetDb();
    expect(await network()).toEqual({ following: [3, 8], connections: [4] });
  });
});
