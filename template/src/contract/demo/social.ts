/**
 * The contract's endpoints of the profiles' social side: posts with likes and comments, and the
 * signed-in account's network. Samples leave data as they found it (a like or a follow is sent in
 * the state it already has); a comment cannot be taken back, so it is checked only with --destructive.
 */
import {
  connectInputSchema,
  followInputSchema,
  networkSchema,
  postCommentInputSchema,
  postCommentSchema,
  postLikeInputSchema,
  userPostListSchema,
  userPostSchema,
  type Network,
  type UserPost,
} from '@/features/social/types';
import type { User } from '@/features/users/types';
import type { AnswerOf, Endpoint } from '../types';

/** The directory's first member (the lowest id), whose profile opens by default. */
const firstMember = (answerOf: AnswerOf) => {
  const ids = answerOf<User[]>('listUsers')?.map((user) => user.id);
  return ids?.length ? Math.min(...ids) : undefined;
};

const firstPost = (answerOf: AnswerOf) => answerOf<{ posts: UserPost[] }>('listUserPosts')?.posts[0];
const postPath = (post: UserPost) => ({ id: post.userId, postId: post.id });

export const socialEndpoints: Endpoint[] = [
  {
    id: 'listUserPosts',
    method: 'get',
    path: '/user/{id}/posts',
    tag: 'Social',
    summary: 'A member’s posts, newest first, with their comments and whether you like each',
    answer: userPostListSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = firstMember(answerOf);
      return id === undefined ? undefined : { path: { id } };
    },
  },
  {
    id: 'likePost',
    method: 'put',
    path: '/user/{id}/posts/{postId}/like',
    tag: 'Social',
    summary: 'Like or unlike a post (the wanted state)',
    body: postLikeInputSchema,
    answer: userPostSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: (answerOf) => {
      const post = firstPost(answerOf);
      return post && { path: postPath(post), body: { liked: post.liked } };
    },
  },
  {
    id: 'commentPost',
    method: 'post',
    path: '/user/{id}/posts/{postId}/comments',
    tag: 'Social',
    summary: 'Comment on a post (a repeated key gives the saved comment back)',
    body: postCommentInputSchema,
    answer: postCommentSchema,
    status: 201,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    destructive: true,
    sample: (answerOf) => {
      const post = firstPost(answerOf);
      return post && { path: postPath(post), body: { text: 'Checked by the API contract.' } };
    },
  },
  {
    id: 'getNetwork',
    method: 'get',
    path: '/network',
    tag: 'Social',
    summary: 'Whom you follow and are connected with (member ids)',
    answer: networkSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [],
  },
  {
    id: 'followMember',
    method: 'put',
    path: '/network/following/{id}',
    tag: 'Social',
    summary: 'Follow or unfollow a member (the wanted state)',
    body: followInputSchema,
    answer: networkSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = firstMember(answerOf);
      const network = answerOf<Network>('getNetwork');
      return id === undefined || !network
        ? undefined
        : { path: { id }, body: { following: network.following.includes(id) } };
    },
  },
  {
    id: 'connectMember',
    method: 'put',
    path: '/network/connections/{id}',
    tag: 'Social',
    summary: 'Connect with a member or end the connection (the wanted state)',
    body: connectInputSchema,
    answer: networkSchema,
    ability: { action: 'read', subject: 'User' },
    errors: [400, 404],
    sample: (answerOf) => {
      const id = firstMember(answerOf);
      const network = answerOf<Network>('getNetwork');
      return id === undefined || !network
        ? undefined
        : { path: { id }, body: { connected: network.connections.includes(id) } };
    },
  },
];
