/**
 * The FullCalendar grid. Loaded lazily by the calendar screen, so FullCalendar's code is fetched
 * on this route only. Colours come from our tokens (calendar-theme.css), text and week start
 * from the current language, direction from the document.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { DateSelectInfo, EventApi, EventClickInfo, EventDropInfo, EventResizeDoneInfo } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar-theme.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableHandlers } from '@/hooks/use-stable-handlers';
import { categoryTone, type CalendarEvent } from '../types';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const locales = [frLocale, arLocale];
const headerToolbar = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};
const toneVar = (event: CalendarEvent, part = '') => `var(--${categoryTone[event.extendedProps.calendar]}${part})`;

export interface CalendarViewProps {
  events: CalendarEvent[];
  direction: 'ltr' | 'rtl';
  /** A range picked with the mouse or keyboard: open the drawer to add an event there. */
  onSelect: (range: { start: string; end: string; allDay: boolean }) => void;
  onEventClick: (id: string) => void;
  /** The event was dragged or resized; call `revert` if saving fails. */
  onReschedule: (id: string, range: { start: string; end: string; allDay: boolean }, revert: () => void) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Local `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the form the backend stores. */
export function toLocalText(date: Date, allDay: boolean): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function rangeOf(event: EventApi) {
  const start = event.start ?? new Date();
  // An event dropped with no end keeps a default length: a day, or an hour.
  const end = event.end ?? new Date(start.getTime() + (event.allDay ? 86_400_000 : 3_600_000));
  return { start: toLocalText(start, event.allDay), end: toLocalText(end, event.allDay), allDay: event.allDay };
}

export function CalendarView({ events, direction, onSelect, onEventClick, onReschedule }: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const input = useMemo(
    () =>
      events.map((e) => ({
        id: e.id,
        title: e.title,
        start: e.start,
        end: e.end,
        allDay: e.allDay,
        color: toneVar(e),
        contrastColor: toneVar(e, '-foreground'),
        extendedProps: e.extendedProps,
      })),
    [events],
  );
  // FullCalendar redraws the whole grid when an option changes, handlers included: they keep their
  // identity (calling the latest props), so the screen re-rendering (a save pending, a refetch)
  // leaves the grid alone unless the events themselves changed.
  const handlers = useStableHandlers({
    select: (info: DateSelectInfo) =>
      onSelect({
        start: toLocalText(info.start, info.allDay),
        end: toLocalText(info.end, info.allDay),
        allDay: info.allDay,
      }),
    eventClick: (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      onEventClick(info.event.id);
    },
    eventDrop: (info: EventDropInfo) => onReschedule(info.event.id, rangeOf(info.event), info.revert),
    eventResize: (info: EventResizeDoneInfo) => onReschedule(info.event.id, rangeOf(info.event), info.revert),
  });
  // See calendar-theme.css: FullCalendar's writes to the body's style then restyle nothing.
  useEffect(() => {
    document.body.classList.add('tessera-calendar-shown');
    return () => document.body.classList.remove('tessera-calendar-shown');
  }, []);
  return (
    <div className="tessera-calendar">
      <FullCalendar
        plugins={plugins}
        locales={locales}
        locale={i18n.language}
        direction={direction}
        initialView="dayGridMonth"
        // The button's spoken name is the word it shows (the locales' default hint says "This month").
        todayText={t('today')}
        todayHint={t('today')}
        headerToolbar={headerToolbar}
        events={input}
        editable
        selectable
        // A fixed height (the loading placeholder's) with the month's rows sharing it: events arriving or
        // changing never resize a row, so nothing moves. A day shows two events, then "+N more" (what a
        // six-week month's row holds): a count, because `true` (as many as fit) measures every row's
        // room on each render, and a drag renders the grid each time the event enters another day
        // (about 100 ms of a drag at 4x CPU).
        height={640}
        expandRows
        dayMaxEvents={2}
        navLinks
        {...handlers}
      />
    </div>
  );
}
