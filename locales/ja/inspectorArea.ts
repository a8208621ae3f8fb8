import type { Translation } from '../i18n-types.js';

// Strings of the in-app inspector (docs/inspector.md).
export const inspector = {
  inspector: {
    open: 'インスペクター',
    title: 'インスペクター',
    close: 'インスペクターを閉じる',
    exportTimeline: 'タイムラインをエクスポート',
    clear: 'クリア',
    memory: '直近 {capacity} 件の検査イベントを保持します（現在 {kept} 件）。機密情報は [redacted] と表示されます。',
    actors: '稼働中のアクター（{count}）',
    noActors: '稼働中のアクターはありません。',
    choose: 'アクターを選ぶと、状態・コンテキスト・タイムライン・状態遷移図を表示します。',
    stopped: 'このアクターは停止しました。バッファーに残っている記録を下に表示します。',
    state: '状態',
    context: 'コンテキスト',
    statechart: '状態遷移図',
    statechartOf: '{machine} の状態遷移図',
    notMachine: 'このアクターはステートマシンではないため、状態遷移図はありません。',
    noStates: 'このステートマシンには描画できる状態がありません。',
    timeline: 'タイムライン（{count}）',
    noEvents: 'このアクターのイベントはバッファーに残っていません。',
    sentBy: '送信元: {source}',
    event: 'イベント',
  },
} satisfies Pick<Translation, 'inspector'>;
