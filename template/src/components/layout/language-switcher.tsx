import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { localeNames, locales, type Locale } from '@/config/theme';
import { afterNextPaint } from '@/hooks/use-after-paint';
import { updateSettings, useSettings } from '@/lib/settings';

/** English / Français / العربية; Arabic also switches the direction to RTL. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { locale } = useSettings();
  // A new language re-renders every text and restyles the page (lang, and dir for Arabic): it is
  // applied once the menu's closing has painted, so the click answers first (as ThemeSwitcher does).
  const choose = (value: string) => {
    afterNextPaint(() => updateSettings({ locale: value as Locale }));
  };
  return (
    <DropdownMenu modal={false}>
      <Tooltip content={t('language.label')} side="bottom">
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            color="secondary"
            size="icon"
            pill
            aria-label={`${t('language.label')}: ${localeNames[locale]}`}
          >
            <Languages />
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
          {locales.map((code) => (
            <DropdownMenuRadioItem key={code} value={code} lang={code}>
              {localeNames[code]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
