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
import { updateSettings, useSettings } from '@/lib/settings';

export const themeIcons = { system: Laptop, light: Sun, dark: Moon } as const;

/** System / Light / Dark; the button shows the current choice. */
export function ThemeSwitcher() {
  const { t } = useTranslation('common');
  const { theme } = useSettings();
  const Current = themeIcons[theme];
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
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => updateSettings({ theme: value as ThemeMode })}>
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
