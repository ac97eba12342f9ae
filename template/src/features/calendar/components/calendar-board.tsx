import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { calendarDay } from '@/lib/today';
import { useDeleteEvent } from '../api/delete-event';
import { useEvents } from '../api/get-events';
import { useSaveEvent } from '../api/save-event';
import { calendarCategories, type CalendarCategory, type CalendarEvent, type CalendarEventInput } from '../types';
import type { CalendarEventDrawerProps } from './calendar-event-drawer';
import { CalendarFilters } from './calendar-filters';

// FullCalendar is the heaviest part of the screen: fetched after the rest has painted.
const CalendarView = lazy(() => import('./calendar-view').then((m) => ({ default: m.CalendarView })));
// The drawer's form (react-hook-form, zod) is not needed to show the calendar: fetched once the
// screen has painted, and drawn from its first opening on.
const loadDrawer = () => import('./calendar-event-drawer');
const CalendarEventDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CalendarEventDrawer })));

/** Category filters, the calendar, and the drawer that adds, edits and deletes events. */
export function CalendarBoard({ direction }: { direction: 'ltr' | 'rtl' }) {
  const { t } = useTranslation('calendar');
  const [calendars, setCalendars] = useState<CalendarCategory[]>([...calendarCategories]);
  const events = useEvents(calendars);
  const save = useSaveEvent();
  const removal = useDeleteEvent();
  const [target, setTarget] = useState<CalendarEventDrawerProps['target']>(null);
  const drawDrawer = useMountOnceWanted(target !== null);
  usePreloadAfterPaint(loadDrawer);

  const open = (next: CalendarEventDrawerProps['target']) => {
    save.reset();
    setTarget(next);
  };
  const onSave = (input: CalendarEventInput, id?: string) =>
    save.mutate(
      { ...input, id },
      {
        onSuccess: () => {
          toast.success(id ? t('toast.updated') : t('toast.added'));
          setTarget(null);
        },
      },
    );
  // The drawer's Delete asks first, in the one confirmation: a failure is said there, and the
  // drawer closes only once the event is gone.
  const confirmDelete = useConfirmDelete<CalendarEvent>({
    title: ([event]) => t('delete.title', { title: event?.title }),
    description: () => t('delete.description'),
    rowName: (event) => event.title,
    onDelete: async ([event]) => {
      if (!event) return;
      await removal.mutateAsync(event.id);
      toast.success(t('toast.deleted'));
      setTarget(null);
    },
  });
  const find = (id: string) => events.data?.find((e: CalendarEvent) => e.id === id);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <CalendarFilters
        selected={calendars}
        onChange={setCalendars}
        onAdd={() => open({ range: { start: `${calendarDay()}T09:00`, end: `${calendarDay()}T10:00`, allDay: false } })}
      />
      <Card className="min-w-0 p-4 sm:p-5" data-testid="calendar" aria-busy={events.isPlaceholderData}>
        {events.isError ? (
          <ErrorState onRetry={() => void events.refetch()} className="min-h-[40rem]" />
        ) : !events.data ? (
          <Skeleton className="h-[40rem]" aria-label={t('loading')} />
        ) : (
          <Suspense fallback={<Skeleton className="h-[40rem]" aria-label={t('loading')} />}>
            <CalendarView
              events={events.data}
              direction={direction}
              onSelect={(range) => open({ range })}
              onEventClick={(id) => {
                const event = find(id);
                if (event) open({ event });
              }}
              onReschedule={(id, range, revert) => {
                const event = find(id);
                if (!event) return revert();
                const { id: _id, ...rest } = event;
                save.mutate(
                  { ...rest, ...range, id },
                  {
                    onSuccess: () => toast.success(t('toast.moved', { title: event.title })),
                    onError: () => {
                      revert();
                      toast.error(t('form.failed'));
                    },
                  },
                );
              }}
            />
          </Suspense>
        )}
      </Card>
      {drawDrawer && (
        <Suspense fallback={null}>
          <CalendarEventDrawer
            target={target}
            saving={save.isPending}
            deleting={removal.isPending}
            error={target ? save.error : null}
            onClose={() => setTarget(null)}
            onSave={onSave}
            onDelete={(id) => {
              const event = find(id);
              if (event) confirmDelete.ask([event]);
            }}
          />
        </Suspense>
      )}
      {confirmDelete.dialog}
    </div>
  );
}
