import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appInputFromCookies, appMachine, type PersistedKey } from '@machines/app.machine';
import { DEFAULT_SETTINGS, sanitizeSettings, settingsMachine, type Settings } from '@machines/settings.machine';
import { ERROR_LOG_LIMIT, errorLogMachine } from '@machines/errorLog.machine';

describe('app machine', () => {
  function start(cookies: { sidebarStatus?: string; size?: string } = {}) {
    const kept: Partial<Record<PersistedKey, string>> = {};
    const logic = appMachine.provide({ actions: { persist: (_, params) => void (kept[params.key] = params.value) } });
    const actor = createActor(logic, { input: appInputFromCookies(cookies, 'en') }).start();
    return { actor, kept };
  }

  it('defaults: sidebar open, desktop, medium size', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({
      sidebar: { opened: true, withoutAnimation: false },
      device: 'desktop',
      language: 'en',
      size: 'medium',
    });
  });

  it('restores the kept sidebar and size, ignoring unknown sizes', () => {
    expect(start({ sidebarStatus: '0', size: 'mini' }).actor.getSnapshot().context).toMatchObject({ sidebar: { opened: false }, size: 'mini' });
    expect(start({ size: 'huge' }).actor.getSnapshot().context.size).toBe('medium');
  });

  it('toggles and closes the sidebar, keeping it in the sidebarStatus cookie', () => {
    const { actor, kept } = start();
    actor.send({ type: 'TOGGLE_SIDEBAR' });
    expect(actor.getSnapshot().context.sidebar.opened).toBe(false);
    expect(kept.sidebarStatus).toBe('0');
    actor.send({ type: 'TOGGLE_SIDEBAR' });
    expect(kept.sidebarStatus).toBe('1');
    actor.send({ type: 'CLOSE_SIDEBAR', withoutAnimation: true });
    expect(actor.getSnapshot().context.sidebar).toEqual({ opened: false, withoutAnimation: true });
    expect(kept.sidebarStatus).toBe('0');
  });

  it('sets device (not kept), language and size (kept)', () => {
    const { actor, kept } = start();
    actor.send({ type: 'TOGGLE_DEVICE', device: 'mobile' });
    actor.send({ type: 'SET_LANGUAGE', language: 'ja' });
    actor.send({ type: 'SET_SIZE', size: 'small' });
    expect(actor.getSnapshot().context).toMatchObject({ device: 'mobile', language: 'ja', size: 'small' });
    expect(kept).toEqual({ language: 'ja', size: 'small' });
  });
});

describe('settings machine', () => {
  it('starts from the documented defaults', () => {
    expect(createActor(settingsMachine, { input: {} }).start().getSnapshot().context).toEqual({
      theme: '#1890ff',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      supportPinyinSearch: true,
      showSettings: false,
      darkMode: false,
    });
  });

  it('keeps every valid change and refuses invalid ones', () => {
    const saved: Settings[] = [];
    const actor = createActor(settingsMachine.provide({ actions: { persist: (_, s) => void saved.push(s) } }), { input: {} }).start();
    actor.send({ type: 'CHANGE_SETTING', key: 'theme', value: '#13c2c2' });
    actor.send({ type: 'CHANGE_SETTING', key: 'tagsView', value: false });
    actor.send({ type: 'CHANGE_SETTING', key: 'theme', value: 'red; background:url(x)' });
    expect(actor.getSnapshot().context).toMatchObject({ theme: '#13c2c2', tagsView: false });
    expect(saved).toHaveLength(2);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toEqual(DEFAULT_SETTINGS);
  });

  it('restores what was kept, dropping corrupt or unknown values', () => {
    expect(sanitizeSettings({ theme: '#FF0000', fixedHeader: false, evil: true, tagsView: 'yes' })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: '#ff0000',
      fixedHeader: false,
    });
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('error log machine', () => {
  const entry = (n: number) => ({ message: `boom ${n}`, info: 'render', url: '/x', stack: 'Error: boom', at: '2026-01-01T00:00:00Z' });

  it('logs when enabled, keeps the newest within the limit, clears all', () => {
    const actor = createActor(errorLogMachine, { input: { enabled: true } }).start();
    for (let n = 0; n < ERROR_LOG_LIMIT + 5; n++) actor.send({ type: 'ADD', entry: entry(n) });
    const logs = actor.getSnapshot().context.logs;
    expect(logs).toHaveLength(ERROR_LOG_LIMIT);
    expect(logs.at(-1)?.message).toBe(`boom ${ERROR_LOG_LIMIT + 4}`);
    actor.send({ type: 'CLEAR_ALL' });
    expect(actor.getSnapshot().context.logs).toEqual([]);
  });

  it('logs nothing when disabled', () => {
    const actor = createActor(errorLogMachine, { input: { enabled: false } }).start();
    actor.send({ type: 'ADD', entry: entry(1) });
    expect(actor.getSnapshot().context.logs).toEqual([]);
  });
});
