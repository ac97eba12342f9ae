/**
 * The social side of a profile: a member's posts with their likes and comments, and the signed-in
 * person's own network (whom they follow, whom they are connected with). Who "you" are is the
 * bearer token's account, so `liked` and the network answer differ per account.
 */
import { z } from 'zod/mini';
import { requiredField } from '@/lib/server-rules';

/** Longest comment the servers keep; the form says so before sending. */
export const commentMaxLength = 500;

export const postAuthorSchema = z.object({ name: z.string(), avatar: z.string() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postCommentSchema = z.object({
  id: z.string(),
  author: postAuthorSchema,
  /** ISO date-time. */
  at: z.string(),
  text: z.string(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const userPostSchema = z.object({
  id: z.number(),
  /** The member whose profile shows the post. */
  userId: z.number(),
  author: postAuthorSchema,
  /** ISO date-time. */
  at: z.string(),
  text: z.string(),
  /** A picture URL (from `pictureUrl`), or '' for a text-only post. */
  image: z.string(),
  /** What the picture shows ('' without one). */
  imageAlt: z.string(),
  likes: z.number(),
  /** Whether the signed-in account likes it. */
  liked: z.boolean(),
  /** Oldest first. */
  comments: z.array(postCommentSchema),
});
export type UserPost = z.infer<typeof userPostSchema>;

/** GET user/:id/posts answers `{ posts }`, newest first. */
export const userPostListSchema = z.object({ posts: z.array(userPostSchema) });

/** The signed-in account's network: ids of the members it follows and is connected with. */
export const networkSchema = z.object({ following: z.array(z.number()), connections: z.array(z.number()) });
export type Network = z.infer<typeof networkSchema>;

// Requests, as the servers check them (the demo backend and the API contract share these).

/** PUT user/:id/posts/:postId/like: the wanted state, so sending it twice changes nothing more. */
export const postLikeInputSchema = z.strictObject({
  liked: z.boolean({ error: 'Liked must be true or false' }),
});

/** POST user/:id/posts/:postId/comments; `key` (one per comment written) makes a retry safe. */
export const postCommentInputSchema = z.strictObject({
  text: requiredField('Comment', commentMaxLength),
  key: z.optional(
    z.string({ error: 'Key must be text' }).check(z.regex(/^[\w-]{8,64}$/, 'Key must be 8 to 64 letters, digits or -')),
  ),
});
export type PostCommentInput = z.infer<typeof postCommentInputSchema>;

/** PUT network/following/:id and PUT network/connections/:id: the wanted state. */
export const followInputSchema = z.strictObject({
  following: z.boolean({ error: 'Following must be true or false' }),
});
export const connectInputSchema = z.strictObject({
  connected: z.boolean({ error: 'Connected must be true or false' }),
});
