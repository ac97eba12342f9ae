/** Query keys of the chat domain. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: (q: string) => [...chatKeys.all, 'conversations', q] as const,
  thread: (id: string) => [...chatKeys.all, 'thread', id] as const,
};
