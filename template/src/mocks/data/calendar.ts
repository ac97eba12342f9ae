/**
 * Seed events of the calendar, placed around today (day offsets), so the current month always has
 * something in every category.
 */

export const calendarCategories = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarCategory = (typeof calendarCategories)[number];

export interface EventSeed {
  title: string;
  calendar: CalendarCategory;
  /** Days from today. */
  day: number;
  /** `HH:mm`, or null for an all-day event. */
  start: string | null;
  /** `HH:mm` on the same day, or the number of days an all-day event lasts. */
  end: string | number;
  description?: string;
  guests?: string[];
  url?: string;
}

/**
 * One language's seed prose (calendar-fr.ts, calendar-ar.ts), by event id (the seed's place, from
 * 1; mocks/handlers/calendar.ts): titles, and the descriptions of the events that have one.
 */
export interface CalendarLanguage {
  titles: Record<string, { title: string }>;
  descriptions: Record<string, { description: string }>;
}

export const eventSeeds: EventSeed[] = [
  {
    title: 'Quarterly planning',
    calendar: 'Business',
    day: 0,
    start: '09:30',
    end: '11:00',
    description: 'Agree on the goals for next quarter.',
    guests: ['olivia.bennett@example.com', 'samir.khan@example.com'],
  },
  { title: 'Design review', calendar: 'Business', day: 2, start: '14:00', end: '15:00' },
  {
    title: 'Client call: Harbor Health',
    calendar: 'Business',
    day: -3,
    start: '16:00',
    end: '16:45',
    url: 'https://meet.example.com/harbor',
  },
  { title: 'Team offsite', calendar: 'Business', day: 9, start: null, end: 2 },
  { title: 'Public holiday', calendar: 'Holiday', day: -8, start: null, end: 1 },
  { title: 'Summer trip to Lisbon', calendar: 'Holiday', day: 14, start: null, end: 4 },
  { title: 'Dentist appointment', calendar: 'Personal', day: 1, start: '08:30', end: '09:15' },
  { title: 'Running club', calendar: 'Personal', day: -1, start: '18:30', end: '19:30' },
  { title: 'Guitar lesson', calendar: 'Personal', day: 5, start: '17:00', end: '18:00' },
  {
    title: "Mia's birthday dinner",
    calendar: 'Family',
    day: 3,
    start: '19:00',
    end: '21:30',
    guests: ['mia@example.com'],
  },
  { title: 'Parents visit', calendar: 'Family', day: -12, start: null, end: 2 },
  { title: 'School play', calendar: 'Family', day: 11, start: '15:00', end: '16:30' },
  { title: 'Car service', calendar: 'ETC', day: 4, start: '10:00', end: '11:30' },
  {
    title: 'Renew passport',
    calendar: 'ETC',
    day: -5,
    start: null,
    end: 1,
    description: 'Bring two photos and the old passport.',
  },
  { title: 'Book club', calendar: 'ETC', day: 18, start: '19:00', end: '20:30' },
];
