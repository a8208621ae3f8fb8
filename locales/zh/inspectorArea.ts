import type { Translation } from '../i18n-types.js';

// Strings of the in-app inspector (docs/inspector.md).
export const inspector = {
  inspector: {
    open: '状态检查器',
    title: '状态检查器',
    close: '关闭状态检查器',
    exportTimeline: '导出时间线',
    clear: '清空',
    memory: '保留最近 {capacity} 条检查事件（当前 {kept} 条）。敏感信息显示为 [redacted]。',
    actors: '运行中的 Actor（{count}）',
    noActors: '没有运行中的 Actor。',
    choose: '选择一个 Actor，查看它的状态、上下文、时间线和状态图。',
    stopped: '该 Actor 已停止。下面是缓冲区中仍保留的记录。',
    state: '状态',
    context: '上下文',
    statechart: '状态图',
    statechartOf: '{machine} 的状态图',
    notMachine: '该 Actor 不是状态机，没有状态图。',
    noStates: '该状态机没有可绘制的状态。',
    timeline: '时间线（{count}）',
    noEvents: '缓冲区中已没有该 Actor 的事件。',
    sentBy: '发送者：{source}',
    event: '事件',
  },
} satisfies Pick<Translation, 'inspector'>;
