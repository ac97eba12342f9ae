import type { EmailFolder, EmailLabel } from '../types/constants';

/** What one page of the list shows. */
export interface MailListParams {
  folder: EmailFolder;
  label?: EmailLabel;
  q: string;
  /** 1-based, as the API takes it. */
  page: number;
  itemsPerPage: number;
}

/** Query keys of the email domain: any change invalidates `all` (lists, counts and open messages). */
export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (params: MailListParams) => [...emailKeys.lists(), params] as const,
  counts: () => [...emailKeys.all, 'counts'] as const,
  detail: (id: number) => [...emailKeys.all, 'detail', id] as const,
};
