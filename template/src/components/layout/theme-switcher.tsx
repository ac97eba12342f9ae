import { Laptop, Moon, Sun } from 'lucide-react';
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
import { themeModes, type ThemeMode } from '@/config/theme';
import { afterNextPaint } from '@/hooks/use-after-paint';
import { updateSettings, useSettings } from '@/lib/settings';

export const themeIcons = { system: Laptop, light: Sun, dark: Moon } as const;

/** System / Light / Dark; the button shows the current choice. */
export function ThemeSwitcher() {
  const { t } = useTranslation('common');
  const { theme } = useSettings();
  const Current = themeIcons[theme];
  // A new mode restyles every element of the page: it is applied once the menu's closing has
  // painted, so the click answers at once and the restyle does not hold that answer up.
  const choose = (value: string) => {
    afterNextPaint(() => updateSettings({ theme: value as ThemeMode }));
  };
  return (
    <DropdownMenu modal={false}>
      <Tooltip content={t('theme.label')} side="bottom">
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            color="secondary"
            size="icon"
            pill
            aria-label={`${t('theme.label')}: ${t(`theme.${theme}`)}`}
          >
            <Current />
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuRadioGroup value={theme} onValueChange={choose}>
          {themeModes.map((mode) => {
            const Icon = themeIcons[mode];
            return (
              <DropdownMenuRadioItem key={mode} value={mode}>
                <Icon aria-hidden />
                {t(`theme.${mode}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
