/**
 * What the role editor checks before sending: a name (required, at most 40 characters, not another
 * role's), and for the Administrator the "manage all" rule it cannot lose. Messages are keys of the
 * roles namespace, put into words where shown.
 */
import { z } from 'zod/mini';
import type { RoleInput, RoleRule } from './types';

export const everything = 'manage:all';

export interface RoleFormValues {
  name: string;
  /** Permission ids (`read:Invoice`) of the ticked boxes. */
  rules: string[];
}

export function roleFormSchema(takenNames: readonly string[], locked: boolean) {
  const taken = new Set(takenNames.map((n) => n.trim().toLowerCase()));
  return z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, 'roles:editor.errors.name'),
      z.maxLength(40, 'roles:editor.errors.nameLong'),
      z.refine((name) => !taken.has(name.toLowerCase()), 'roles:editor.errors.nameTaken'),
    ),
    rules: z
      .array(z.string())
      .check(z.refine((rules) => !locked || rules.includes(everything), 'roles:editor.errors.lockedOut')),
  });
}

export const toRuleIds = (rules: readonly RoleRule[]) => rules.map((r) => `${r.action}:${r.subject}`);

export function toRoleInput(values: RoleFormValues): RoleInput {
  const rules = values.rules.map((id) => {
    const [action = '', subject = ''] = id.split(':');
    return { action, subject };
  });
  return { name: values.name.trim(), rules };
}
