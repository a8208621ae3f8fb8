/**
 * The settings actor (theme colour, tags view, fixed header, sidebar logo, pinyin search, dark
 * theme: the settings drawer and its defaults, docs/browser.md), shared through React context. ShellProvider
 * creates it; read with useSettingsSelector, change with useSettingsSend.
 */
import type { EventFrom, SnapshotFrom } from 'xstate';
import { createInspectedActorContext } from '@/inspector/useInspectedActor';
import { settingsMachine } from '@machines/settings.machine.js';

export const SettingsActorContext = createInspectedActorContext(settingsMachine);

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
export type SettingsSendEvent = EventFrom<typeof settingsMachine>;

export function useSettingsSelector<T>(
  selector: (snapshot: SettingsSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return SettingsActorContext.useSelector(selector, compare);
}

export function useSettingsSend(): (event: SettingsSendEvent) => void {
  return SettingsActorContext.useActorRef().send;
}
