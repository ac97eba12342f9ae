/** Query keys of the account settings: each tab's data. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  security: () => [...accountKeys.all, 'security'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
  billing: () => [...accountKeys.all, 'billing'] as const,
};
