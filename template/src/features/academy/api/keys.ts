/** Query keys of the academy: everything under `['academy']`, so one invalidation refreshes it all. */
import type { CourseTab } from '../types';

export const academyKeys = {
  all: ['academy'] as const,
  courses: (tab: CourseTab) => [...academyKeys.all, 'courses', tab] as const,
  course: (id: number) => [...academyKeys.all, 'course', id] as const,
  dashboard: () => [...academyKeys.all, 'dashboard'] as const,
};
