/**
 * The settings drawer (docs/routes.md): theme colour (preset swatches and a hex field; recolours the
 * whole Fluent theme), tags view, fixed header, sidebar logo, pinyin search (only in Chinese)
 * and the dark theme. Changes go to the settings actor, which keeps them in localStorage.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  OverlayDrawer,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { Settings } from '@machines/settings.machine.js';
import { useAppSelector } from '@/shell/appState';
import { useSettingsSelector, useSettingsSend } from '@/shell/settings';

/** The default colour first, then element-ui's usual presets. */
export const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16', '#722ed1'];
const HEX = /^#[0-9a-fA-F]{6}$/;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockEnd: tokens.spacingVerticalS },
  swatch: {
    width: '28px',
    height: '28px',
    minWidth: '28px',
    padding: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid transparent`,
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  chosen: { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForeground1}` },
});

type SwitchKey = Exclude<keyof Settings, 'theme' | 'showSettings'>;

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { LL } = useI18nContext();
  const styles = useStyles();
  const settings = useSettingsSelector((snapshot) => snapshot.context);
  const send = useSettingsSend();
  const language = useAppSelector((snapshot) => snapshot.context.language);
  const [hex, setHex] = useState(settings.theme);
  useEffect(() => setHex(settings.theme), [settings.theme]);

  const setTheme = (value: string) => {
    if (HEX.test(value)) send({ type: 'CHANGE_SETTING', key: 'theme', value: value.toLowerCase() });
  };
  const toggle = (key: SwitchKey, label: string) => (
    <Switch
      label={label}
      checked={settings[key]}
      onChange={(_, data) => send({ type: 'CHANGE_SETTING', key, value: data.checked })}
    />
  );

  return (
    <OverlayDrawer position="end" open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ as: 'h2' }}
          action={<Button appearance="subtle" aria-label={LL.shell.closeSettings()} icon={<Dismiss20Regular />} onClick={onClose} />}
        >
          {LL.shell.settingsTitle()}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Field label={LL.shell.theme()}>
          <div className={styles.swatches} role="group" aria-label={LL.shell.theme()}>
            {THEME_PRESETS.map((color) => (
              <button
                key={color}
                type="button"
                className={mergeClasses(styles.swatch, settings.theme === color && styles.chosen)}
                style={{ backgroundColor: color }}
                aria-label={LL.shell.themeSwatch({ color })}
                aria-pressed={settings.theme === color}
                onClick={() => setTheme(color)}
              />
            ))}
          </div>
        </Field>
        <Field label={LL.shell.themeHex()} validationState={HEX.test(hex) ? 'none' : 'error'}>
          <Input
            value={hex}
            maxLength={7}
            onChange={(_, data) => {
              setHex(data.value);
              setTheme(data.value);
            }}
          />
        </Field>
        {toggle('tagsView', LL.shell.tagsView())}
        {toggle('fixedHeader', LL.shell.fixedHeader())}
        {toggle('sidebarLogo', LL.shell.sidebarLogo())}
        {language === 'zh' && toggle('supportPinyinSearch', LL.shell.pinyinSearch())}
        {toggle('darkMode', LL.shell.darkMode())}
      </DrawerBody>
    </OverlayDrawer>
  );
}
