/** POST /academy/courses/:id/enroll: adds a course to the learner's courses (enrolling twice changes nothing). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { courseDetailSchema, type CourseDetail } from '../types';
import { academyKeys } from './keys';

export async function enrollCourse(courseId: number): Promise<CourseDetail> {
  return courseDetailSchema.parse(await api.post<unknown>(`academy/courses/${courseId}/enroll`));
}

export function useEnrollCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollCourse,
    onSuccess: (detail) => {
      queryClient.setQueryData(academyKeys.course(detail.course.id), detail);
      return queryClient.invalidateQueries({
        queryKey: academyKeys.all,
        predicate: (query) => query.queryKey[1] !== 'course',
      });
    },
  });
}
