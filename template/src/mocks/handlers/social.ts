/**
 * Demo backend of the profiles' social side. Anyone who may read users (requireAbility read User)
 * may read and react; "you" is the bearer token's account, so likes and the network are per account.
 *   GET /user/:id/posts                        -> { posts } newest first, each with its comments and `liked`
 *   PUT /user/:id/posts/:postId/like {liked}   -> the post (likes and liked as now stored)
 *   POST /user/:id/posts/:postId/comments {text, key?} -> 201 the comment (a repeated key: 200, the saved one)
 *   GET /network                               -> { following, connections } member ids
 *   PUT /network/following/:id {following}     -> { following, connections }
 *   PUT /network/connections/:id {connected}   -> { following, connections }
 * A malformed id answers 400; an unknown member, or a post that is not theirs, 404.
 * Seed posts, their pictures' descriptions and seeded comments come in the reader's language
 * (Accept-Language, mocks/locale.ts); names stay, and a comment a user adds stays as typed.
 */
import { http, HttpResponse } from 'msw';
import {
  connectInputSchema,
  followInputSchema,
  postCommentInputSchema,
  postLikeInputSchema,
  type UserPost,
} from '@/features/social/types';
import type { User } from '@/features/users/types';
import type { Locale } from '@/config/theme';
import { collection } from '../db';
import { networks, posts, type StoredNetwork, type StoredPost } from '../data/social';
import { socialAr } from '../data/social-ar';
import { socialFr } from '../data/social-fr';
import { api, notFound, parseBody, parseId, requireAbility } from '../http';
import { localeOf, translated, translatedSeed } from '../locale';
import type { PublicUser } from '../sessions';
import { usersTable } from './users-store';

const postsTable = collection<StoredPost>('social-posts', posts);
const networksTable = collection<StoredNetwork>('social-networks', networks);

/** The member behind a path's `:id`: 400 when it is not an id, 404 when nobody has it. */
function findMember(raw: unknown): User | Response {
  const id = parseId(raw, 'User');
  if (id instanceof Response) return id;
  return usersTable.find(id) ?? notFound(`User ${id}`);
}

const postTexts = { fr: socialFr.posts, ar: socialAr.posts };
const pictureTexts = { fr: socialFr.pictures, ar: socialAr.pictures };
const commentTexts = { fr: socialFr.comments, ar: socialAr.comments };
/** The seeded comments' English texts by id: a comment a user adds has none, so it stays as typed. */
const seedComments = new Map(posts().flatMap((post) => post.comments.map(({ id, text }) => [id, { text }])));

/** A stored post as the signed-in account sees it, its seed prose in `locale`. */
function answerOf(stored: StoredPost, author: User, viewer: PublicUser, locale: Locale): UserPost {
  const withText = translated(stored, stored.id, locale, postTexts);
  const { likedBy, comments, ...post } = translated(withText, stored.id, locale, pictureTexts);
  return {
    ...post,
    author: { name: author.name, avatar: author.avatar },
    likes: post.likes + likedBy.length,
    liked: likedBy.includes(viewer.id),
    comments: comments.map(({ key: _key, ...comment }) =>
      translatedSeed(comment, seedComments.get(comment.id), comment.id, locale, commentTexts),
    ),
  };
}

/** The signed-in account, the member behind `:id` and their post `:postId`, or the error answer. */
function postContext(request: Request, params: Record<string, unknown>) {
  const viewer = requireAbility(request, 'read', 'User');
  if (viewer instanceof Response) return viewer;
  const author = findMember(params.id);
  if (author instanceof Response) return author;
  const postId = parseId(params.postId, 'Post');
  if (postId instanceof Response) return postId;
  const post = postsTable.find(postId);
  if (!post || post.userId !== author.id) return notFound(`Post ${postId} of user ${author.id}`);
  return { viewer, author, post };
}

const networkOf = (viewer: PublicUser): StoredNetwork =>
  networksTable.find(viewer.id) ?? networksTable.insert({ id: viewer.id, following: [], connections: [] });

const answerNetwork = ({ following, connections }: StoredNetwork) => HttpResponse.json({ following, connections });

/** Adds or removes `id` from a list of ids, keeping it free of repeats. */
const setMember = (ids: number[], id: number, member: boolean) =>
  member ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((other) => other !== id);

export const handlers = [
  http.get(api('user/:id/posts'), ({ request, params }) => {
    const viewer = requireAbility(request, 'read', 'User');
    if (viewer instanceof Response) return viewer;
    const author = findMember(params.id);
    if (author instanceof Response) return author;
    const theirs = postsTable
      .all()
      .filter((post) => post.userId === author.id)
      .sort((a, b) => b.at.localeCompare(a.at));
    const locale = localeOf(request);
    return HttpResponse.json({ posts: theirs.map((post) => answerOf(post, author, viewer, locale)) });
  }),

  http.put(api('user/:id/posts/:postId/like'), async ({ request, params }) => {
    const context = postContext(request, params);
    if (context instanceof Response) return context;
    const body = await parseBody(postLikeInputSchema, request);
    if (body instanceof Response) return body;
    const { viewer, author, post } = context;
    const likedBy = setMember(post.likedBy, viewer.id, body.liked);
    const saved = postsTable.update(post.id, { likedBy }) ?? post;
    return HttpResponse.json(answerOf(saved, author, viewer, localeOf(request)));
  }),

  http.post(api('user/:id/posts/:postId/comments'), async ({ request, params }) => {
    const context = postContext(request, params);
    if (context instanceof Response) return context;
    const body = await parseBody(postCommentInputSchema, request);
    if (body instanceof Response) return body;
    const { viewer, post } = context;
    // A retry of a comment already saved (its first answer came too late) gets that comment back.
    const saved = body.key ? post.comments.find((comment) => comment.key === body.key) : undefined;
    if (saved) {
      const { key: _key, ...comment } = saved;
      return HttpResponse.json(comment);
    }
    const comment = {
      id: `c${post.id}-${post.comments.length + 1}`,
      author: { name: viewer.fullName, avatar: viewer.avatar ?? '' },
      at: new Date().toISOString(),
      text: body.text,
    };
    postsTable.update(post.id, { comments: [...post.comments, { ...comment, key: body.key }] });
    return HttpResponse.json(comment, { status: 201 });
  }),

  http.get(api('network'), ({ request }) => {
    const viewer = requireAbility(request, 'read', 'User');
    return viewer instanceof Response ? viewer : answerNetwork(networkOf(viewer));
  }),

  http.put(api('network/following/:id'), async ({ request, params }) => {
    const viewer = requireAbility(request, 'read', 'User');
    if (viewer instanceof Response) return viewer;
    const member = findMember(params.id);
    if (member instanceof Response) return member;
    const body = await parseBody(followInputSchema, request);
    if (body instanceof Response) return body;
    const network = networkOf(viewer);
    const following = setMember(network.following, member.id, body.following);
    return answerNetwork(networksTable.update(viewer.id, { following }) ?? network);
  }),

  http.put(api('network/connections/:id'), async ({ request, params }) => {
    const viewer = requireAbility(request, 'read', 'User');
    if (viewer instanceof Response) return viewer;
    const member = findMember(params.id);
    if (member instanceof Response) return member;
    const body = await parseBody(connectInputSchema, request);
    if (body instanceof Response) return body;
    const network = networkOf(viewer);
    const connections = setMember(network.connections, member.id, body.connected);
    return answerNetwork(networksTable.update(viewer.id, { connections }) ?? network);
  }),
];
