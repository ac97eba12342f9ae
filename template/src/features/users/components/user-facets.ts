import type { User } from '../types';

/**
 * The companies or the roles the directory holds, each once, sorted: the list's filter options and
 * the suggestions of the "Add user" drawer's company and role fields.
 */
export function distinctValues(users: readonly User[] | undefined, field: 'company' | 'role'): string[] {
  return [...new Set((users ?? []).map((u) => u[field]))].sort((a, b) => a.localeCompare(b));
}
