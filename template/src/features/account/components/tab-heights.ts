import type { AccountTab } from '../types';

/**
 * Each tab's height on a desktop once loaded (measured at 1440 px), held by its placeholders while
 * its code and then its data load, so the footer under the tab does not jump when it arrives.
 */
export const tabSkeletonClass: Record<AccountTab, string> = {
  account: 'h-[41rem]',
  security: 'h-96',
  notifications: 'h-96',
  appearance: 'h-96',
  billing: 'h-[73rem]',
};
