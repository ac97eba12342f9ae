import { DateLib, DayPicker, type DayPickerProps } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import { enUS } from 'react-day-picker/locale/en-US';
import { fr } from 'react-day-picker/locale/fr';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/config/theme';
import { cn } from '@/lib/cn';
import { useSettings } from '@/lib/settings';
import './calendar.css';

const dayPickerLocales: Record<Locale, DayPickerProps['locale']> = { en: enUS, fr, ar };

/**
 * English day names say "November 1, 2026", not "November 1st": a button's spoken name must contain
 * the number it shows (speech-input users say what they see). French and Arabic already do.
 */
const dayLabels: Partial<Record<Locale, DayPickerProps['labels']>> = {
  en: {
    labelDayButton: (date, modifiers, options, dateLib) => {
      let label = (dateLib ?? new DateLib(options)).format(date, 'EEEE, MMMM d, yyyy');
      if (modifiers.today) label = `Today, ${label}`;
      if (modifiers.selected) label = `${label}, selected`;
      return label;
    },
  },
};

export type CalendarProps = DayPickerProps;

/**
 * react-day-picker in the app's colours, language and reading direction (all its props pass
 * through: `mode`, `selected`, `onSelect`, `numberOfMonths`, `disabled`…). Give `locale` or `dir`
 * to override the app's settings.
 */
export function Calendar({ className, ...props }: CalendarProps) {
  const settings = useSettings();
  // The language the texts are in, like lib/format's dates (the same as the setting once it has loaded).
  const language = useTranslation().i18n.language as Locale;
  return (
    <DayPicker
      data-slot="calendar"
      locale={dayPickerLocales[language] ?? enUS}
      labels={dayLabels[language]}
      dir={settings.rtl ? 'rtl' : 'ltr'}
      className={cn('tessera-calendar', className)}
      {...props}
    />
  );
}
