/**
 * Every display choice of the customizer (skin, mode, preset, menu, width, menu options, direction,
 * navbar), applied at once through updateSettings. The drawer and the account's Appearance tab both
 * render this, so they read and write the same app-1-* settings and always agree.
 */
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
import type { MenuKind, Skin, ThemeMode } from '@/config/theme';
import { updateSettings, useSettings } from '@/lib/settings';
import { CustomizerSection, SwitchRow, TileChoice, type TileOption } from './customizer-parts';
import { PresetPicker } from './preset-picker';

export function CustomizerChoices({ className }: { className?: string }) {
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
    <div className={className}>
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
    </div>
  );
}
