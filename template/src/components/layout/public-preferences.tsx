import { Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames, locales, type Locale } from '@/config/theme';
import { updateSettings, useResolvedMode, useSettings } from '@/lib/settings';
import { cn } from '@/lib/cn';

const control =
  'h-9 rounded-full border border-border bg-card/80 text-sm text-foreground shadow-sm backdrop-blur transition-colors hover:bg-accent';

/**
 * Language and light/dark choice on the public pages (sign-in, landing). Native controls on purpose: they cost
 * nothing in the login bundle and work with every keyboard and screen reader.
 */
export function PublicPreferences({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const settings = useSettings();
  const dark = useResolvedMode() === 'dark';
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label className="sr-only" htmlFor={`${id}-language`}>
        {t('language.label')}
      </label>
      <select
        id={`${id}-language`}
        value={settings.locale}
        onChange={(event) => updateSettings({ locale: event.target.value as Locale })}
        className={cn(control, 'cursor-pointer ps-3 pe-2')}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-pressed={dark}
        onClick={() => updateSettings({ theme: dark ? 'light' : 'dark' })}
        className={cn(control, 'grid w-9 place-items-center')}
      >
        {dark ? <Sun className="size-4" aria-hidden /> : <Moon className="size-4" aria-hidden />}
        <span className="sr-only">{t('publicPreferences.darkMode')}</span>
      </button>
    </div>
  );
}
