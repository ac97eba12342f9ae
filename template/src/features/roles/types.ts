/**
 * Roles and permissions: the CASL subjects the app's screens and API are guarded by, the actions a
 * role can be given on each, and the shapes the demo backend answers (shared with the mocks).
 */
import { z } from 'zod/mini';
import { requiredField } from '@/lib/server-rules';

/** Every subject a rule can name: one per menu area or entity (config/paths.ts metas use them). */
export const subjects = [
  'Dashboard',
  'Product',
  'Order',
  'Academy',
  'Job',
  'Restaurant',
  'Calendar',
  'Chat',
  'Email',
  'Kanban',
  'Invoice',
  'User',
  'Role',
  'Page',
  'Gallery',
  'AclDemo',
  'Account',
] as const;
export type Subject = (typeof subjects)[number];

/** 'manage' means every action; with the subject 'all' it means everything. */
export const actions = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof actions)[number];

export const ruleSchema = z.object({ action: z.string(), subject: z.string() });
export type RoleRule = z.infer<typeof ruleSchema>;

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  rules: z.array(ruleSchema),
  /** The Administrator: it cannot be deleted and must keep "manage all". */
  locked: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

/** Anyone a role can be given to: a sign-in account or a person of the users directory. */
export const memberSchema = z.object({
  /** `account:<id>` or `user:<id>`. */
  id: z.string(),
  kind: z.enum(['account', 'user']),
  name: z.string(),
  email: z.string(),
  avatar: z.string(),
  roleId: z.nullable(z.number()),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

/** A permission: an action on a subject, the roles that have it, when it was first granted. */
export const permissionSchema = z.object({
  /** `<action>:<subject>`, e.g. `read:Invoice`. */
  id: z.string(),
  action: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Permission = z.infer<typeof permissionSchema>;
export const permissionListSchema = z.array(permissionSchema);

/** What the role editor sends. */
export interface RoleInput {
  name: string;
  rules: RoleRule[];
}

export const permissionId = (rule: RoleRule) => `${rule.action}:${rule.subject}`;

// Requests, as the servers check them (the demo backend and the API contract share these).

/** POST /roles and PUT /roles/:id: a unique name and CASL rules over the app's subjects. */
export const roleInputSchema = z.object({
  name: requiredField('Name', 40),
  rules: z.array(
    z.object({
      action: z.enum(actions),
      subject: z.union([z.enum(subjects), z.literal('all')]),
    }),
  ),
});

/** PUT /roles/members: give one role to these members (`account:<id>` or `user:<id>`). */
export const roleAssignInputSchema = z.object({
  roleId: z.number(),
  members: z.array(z.string().check(z.regex(/^(account|user):\d+$/, 'Unknown member'))).check(z.minLength(1)),
});
