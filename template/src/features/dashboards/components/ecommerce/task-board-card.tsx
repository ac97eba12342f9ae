import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Chip } from '@/components/ui/chip';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useUpdateEcommerceTasks } from '../../api/update-ecommerce-tasks';
import type { EcommerceTask } from '../../types/ecommerce';

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** Tasks the team can tick off and reorder: drag with a pointer, or the up/down buttons by keyboard. */
export function TaskBoardCard({ tasks: stored }: { tasks?: EcommerceTask[] }) {
  const { t } = useTranslation('dashboards');
  // The list says it is busy (aria-busy) while a change is on its way to the server.
  const save = useUpdateEcommerceTasks();
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A change shows in the frame of its click or key press, and the next one builds on it. The
  // cache's optimistic copy reaches this card a task later: a quick second move would start from
  // the old order, and a ticked box would spring back meanwhile. Dropped once the stored list
  // agrees, or when saving failed.
  const [pending, setPending] = useState<EcommerceTask[] | null>(null);
  if (pending && stored && sameTasks(pending, stored)) setPending(null);
  const tasks = pending ?? stored;
  const change = (next: EcommerceTask[]) => {
    setPending(next);
    save.mutate(next, { onError: () => setPending(null) });
  };

  const reorder = (from: number, to: number) => {
    if (!tasks || to < 0 || to >= tasks.length || from === to) return;
    change(move(tasks, from, to));
    setAnnouncement(t('ecommerce.tasks.moved', { title: tasks[from]!.title, position: to + 1, total: tasks.length }));
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) reorder(dragging, to);
    setDragging(null);
  };

  return (
    <Card className="h-full overflow-hidden">
      <div className="bg-success/14 px-6 py-4">
        <h2 className="text-lg font-semibold">{t('ecommerce.tasks.title')}</h2>
        <p className="text-sm text-success-text">{formatDate(new Date(), { dateStyle: 'long' })}</p>
      </div>
      <CardContent className="pt-4">
        {tasks ? (
          <ul className="flex flex-col gap-2" aria-busy={save.isPending || undefined}>
            {tasks.map((task, i) => (
              <li
                key={task.id}
                draggable
                onDragStart={() => setDragging(i)}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => onDrop(e, i)}
                className={cn(
                  'flex items-center gap-2 rounded-md border border-border p-2',
                  dragging === i && 'opacity-50',
                )}
              >
                <GripVertical aria-hidden className="size-4 shrink-0 cursor-grab text-muted-foreground" />
                <Checkbox
                  checked={task.done}
                  aria-label={t('ecommerce.tasks.done', { title: task.title })}
                  onChange={() => change(tasks.map((x) => (x.id === task.id ? { ...x, done: !x.done } : x)))}
                />
                <div className="min-w-0 flex-1">
                  <p className={cn('truncate text-sm', task.done && 'text-muted-foreground line-through')}>
                    {task.title}
                  </p>
                  <div className="mt-1 flex items-center gap-2">
                    <Chip color={task.tone} className="h-5 px-2 text-xs">
                      {t(`ecommerce.tasks.labels.${task.label}`)}
                    </Chip>
                    <span className="text-xs text-muted-foreground">
                      {formatDate(`${task.due}T00:00`, { weekday: 'long' })}
                    </span>
                  </div>
                </div>
                <div className="flex flex-col">
                  <Button
                    variant="ghost"
                    color="secondary"
                    size="icon-sm"
                    className="size-6"
                    aria-label={t('ecommerce.tasks.up', { title: task.title })}
                    disabled={i === 0}
                    onClick={() => reorder(i, i - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    color="secondary"
                    size="icon-sm"
                    className="size-6"
                    aria-label={t('ecommerce.tasks.down', { title: task.title })}
                    disabled={i === tasks.length - 1}
                    onClick={() => reorder(i, i + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton className="h-52 w-full" />
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

/** Same tasks in the same order, ticked the same way. */
function sameTasks(a: EcommerceTask[], b: EcommerceTask[]): boolean {
  return a.length === b.length && a.every((task, i) => task.id === b[i]!.id && task.done === b[i]!.done);
}
