import type { RefObject } from 'react';
import {
  AlignHorizontalSpaceAround,
  Laptop,
  LayoutDashboard,
  LayoutPanelLeft,
  LayoutTemplate,
  Moon,
  MoveHorizontal,
  PanelLeft,
  PanelTop,
  SquareDashed,
  Sun,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { MenuKind, Skin, ThemeMode } from '@/config/theme';
import { updateSettings, useSettings } from '@/lib/settings';
import { CustomizerFooter } from './customizer-footer';
import { CustomizerSection, SwitchRow, TileChoice, type TileOption } from './customizer-parts';
import { PresetPicker } from './preset-picker';

export interface CustomizerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cog: the drawer has no Radix trigger of its own, so it says where focus goes back on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The "Settings" drawer: every choice applies at once through updateSettings (persisted under the
 * app-1-* keys, re-applied by public/theme-init.js before the first paint of the next visit).
 */
export function Customizer({ open, onOpenChange, returnFocusTo }: CustomizerProps) {
  const { t } = useTranslation('common');
  const settings = useSettings();

  const skinOptions: TileOption<Skin>[] = [
    { value: 'classic', label: t('customizer.skins.classic'), icon: LayoutPanelLeft },
    { value: 'modern', label: t('customizer.skins.modern'), icon: LayoutDashboard },
    { value: 'decent', label: t('customizer.skins.decent'), icon: LayoutTemplate },
    { value: 'bordered', label: t('customizer.skins.bordered'), icon: SquareDashed },
  ];
  const modeOptions: TileOption<ThemeMode>[] = [
    { value: 'system', label: t('theme.system'), icon: Laptop },
    { value: 'light', label: t('theme.light'), icon: Sun },
    { value: 'dark', label: t('theme.dark'), icon: Moon },
  ];
  const menuOptions: TileOption<MenuKind>[] = [
    { value: 'vertical', label: t('customizer.menu.vertical'), icon: PanelLeft },
    { value: 'horizontal', label: t('customizer.menu.horizontal'), icon: PanelTop },
  ];
  const widthOptions: TileOption<'box' | 'full'>[] = [
    { value: 'box', label: t('customizer.width.box'), icon: AlignHorizontalSpaceAround },
    { value: 'full', label: t('customizer.width.full'), icon: MoveHorizontal },
  ];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        scrim={false}
        data-slot="customizer"
        className="w-full max-w-customizer"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle className="text-base leading-6 font-semibold">{t('customizer.title')}</SheetTitle>
          <SheetDescription className="text-xs text-muted-foreground">{t('customizer.subtitle')}</SheetDescription>
        </SheetHeader>
        <SheetBody className="flex flex-col gap-6">
          <CustomizerSection title={t('customizer.skin')}>
            <TileChoice
              label={t('customizer.skin')}
              value={settings.skin}
              options={skinOptions}
              onChange={(skin) => updateSettings({ skin })}
            />
          </CustomizerSection>
          <CustomizerSection title={t('customizer.mode')}>
            <TileChoice
              label={t('customizer.mode')}
              value={settings.theme}
              options={modeOptions}
              columns={3}
              onChange={(theme) => updateSettings({ theme })}
            />
          </CustomizerSection>
          <CustomizerSection title={t('customizer.preset')}>
            <PresetPicker value={settings.preset} onChange={(preset) => updateSettings({ preset })} />
          </CustomizerSection>
          <CustomizerSection title={t('customizer.navigation')}>
            <TileChoice
              label={t('customizer.navigation')}
              value={settings.menu}
              options={menuOptions}
              onChange={(menu) => updateSettings({ menu })}
            />
          </CustomizerSection>
          <CustomizerSection title={t('customizer.contentWidth')}>
            <TileChoice
              label={t('customizer.contentWidth')}
              value={settings.boxLayout ? 'box' : 'full'}
              options={widthOptions}
              onChange={(width) => updateSettings({ boxLayout: width === 'box' })}
            />
          </CustomizerSection>
          {settings.menu === 'vertical' && (
            <CustomizerSection title={t('customizer.verticalMenu')}>
              <SwitchRow
                label={t('customizer.miniMenu')}
                checked={settings.menuMini}
                onChange={(menuMini) => updateSettings({ menuMini })}
              />
              <SwitchRow
                label={t('customizer.semiDark')}
                checked={settings.semiDark}
                onChange={(semiDark) => updateSettings({ semiDark })}
              />
            </CustomizerSection>
          )}
          <CustomizerSection title={t('customizer.layout')}>
            <SwitchRow label={t('customizer.rtl')} checked={settings.rtl} onChange={(rtl) => updateSettings({ rtl })} />
            <SwitchRow
              label={t('customizer.navbarFixed')}
              checked={settings.navbarFixed}
              onChange={(navbarFixed) => updateSettings({ navbarFixed })}
            />
          </CustomizerSection>
        </SheetBody>
        <CustomizerFooter />
      </SheetContent>
    </Sheet>
  );
}
