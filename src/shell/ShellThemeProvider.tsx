/**
 * The Fluent provider themed from the settings: one brand colour (settings.theme, default
 * #1890ff) recolours the whole theme, light or dark (settings.darkMode). The dark theme's module
 * loads only when dark mode is on (the light theme shows meanwhile).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FluentProvider, makeStaticStyles, type Theme } from '@fluentui/react-components';
import { createBrandTheme } from '@/theme/brandTheme';
import { useSettingsSelector } from './settings';

type DarkFactory = (hex: string) => Theme;

/**
 * Japanese has no spaces, so a browser may end a line inside a word ("キーを生 / 成",
 * "カードキーグルー / プ"). Chromium's phrase analysis breaks between phrases instead; other
 * browsers ignore the value and break as before. Chinese keeps its usual breaks.
 */
const useJapaneseLineBreaks = makeStaticStyles({
  ':lang(ja)': { wordBreak: 'auto-phrase' },
});

export function ShellThemeProvider({ children }: { children: ReactNode }) {
  useJapaneseLineBreaks();
  const color = useSettingsSelector((snapshot) => snapshot.context.theme);
  const dark = useSettingsSelector((snapshot) => snapshot.context.darkMode);
  const [createDark, setCreateDark] = useState<DarkFactory | null>(null);

  useEffect(() => {
    if (!dark || createDark) return;
    let alive = true;
    void import('@/theme/darkBrandTheme').then((module) => {
      if (alive) setCreateDark(() => module.createDarkBrandTheme);
    });
    return () => {
      alive = false;
    };
  }, [dark, createDark]);

  const theme = useMemo(
    () => (dark && createDark ? createDark(color) : createBrandTheme(color)),
    [color, dark, createDark],
  );
  return (
    <FluentProvider theme={theme} data-theme={dark && createDark ? 'dark' : 'light'}>
      {children}
    </FluentProvider>
  );
}
