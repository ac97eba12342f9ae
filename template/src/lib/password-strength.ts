/**
 * The strength rule for new passwords: at least 8 characters mixing lower case, upper case and a
 * digit. The reset form shows each check as the visitor types; the server applies the same rule.
 */
export const passwordChecks = [
  { id: 'length', test: (value: string) => value.length >= 8 },
  { id: 'lower', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'upper', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordCheckId = (typeof passwordChecks)[number]['id'];

/** The checks the password does not pass yet, in display order. */
export function unmetPasswordChecks(value: string): PasswordCheckId[] {
  return passwordChecks.filter((check) => !check.test(value)).map((check) => check.id);
}
