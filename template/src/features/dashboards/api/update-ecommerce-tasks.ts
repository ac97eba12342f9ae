/** PUT /dashboards/ecommerce/tasks {order, done}: saves the task order and which tasks are done. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { EcommerceDashboard, EcommerceTask } from '../types/ecommerce';
import { dashboardKeys } from './keys';
import { transientRetry } from '@/lib/query-retry';

export async function updateEcommerceTasks(tasks: EcommerceTask[]): Promise<EcommerceTask[]> {
  const body = { order: tasks.map((t) => t.id), done: tasks.filter((t) => t.done).map((t) => t.id) };
  return parseAnswer(api.put<unknown>('dashboards/ecommerce/tasks', { body }), () =>
    import('../types/ecommerce').then((m) => m.tasksSchema),
  );
}

const tasksMutationKey = ['dashboards', 'ecommerce', 'tasks'];

export function useUpdateEcommerceTasks() {
  const queryClient = useQueryClient();
  const key = dashboardKeys.ecommerce();
  const setTasks = (tasks: EcommerceTask[]) =>
    queryClient.setQueryData<EcommerceDashboard>(key, (data) => (data ? { ...data, tasks } : data));
  return useMutation({
    // The PUT states the wanted result, so sending it again after a timeout is safe.
    ...transientRetry,
    // One at a time, in order: a retried earlier change never lands after a later one.
    scope: { id: 'ecommerce-tasks' },
    mutationKey: tasksMutationKey,
    mutationFn: updateEcommerceTasks,
    onMutate: async (tasks) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EcommerceDashboard>(key)?.tasks;
      setTasks(tasks);
      return { previous };
    },
    onError: (_error, _tasks, context) => {
      if (context?.previous) setTasks(context.previous);
    },
    // The server's answer replaces the list only when no later change is waiting: otherwise it
    // would undo that change's optimistic update (a tick made while a reorder was saving).
    onSuccess: (tasks) => {
      if (queryClient.isMutating({ mutationKey: tasksMutationKey }) <= 1) setTasks(tasks);
    },
  });
}
