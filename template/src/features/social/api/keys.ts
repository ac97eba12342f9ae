/** Query keys of the social domain. */
export const socialKeys = {
  all: ['social'] as const,
  posts: (userId: number) => [...socialKeys.all, 'posts', userId] as const,
  network: () => [...socialKeys.all, 'network'] as const,
};
