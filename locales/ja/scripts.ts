import type { Translation } from '../i18n-types.js';

// Strings of the scripts catalogue (docs/scripts.md).
export const scripts = {
  script: {
    scriptName: 'スクリプト名',
    scriptPackage: 'パッケージ',
    game: 'ゲーム',
    scriptParam: '既定のパラメーター（JSON）',
    scriptExplain: '説明',
    scriptLabel: 'ラベル',
    cacheSwitch: 'パッケージをキャッシュ',
    iamgeUrl: 'カバー画像',
    brand: 'ブランド',
    authorNick: '作者名',
    owner: '作者アカウント',
    company: '契約企業',
    chargeSwitch: '有料',
    isTvip: 'VIP 限定',
    isFts: '無料お試し',
    isShow: 'アプリに表示',
    showOrder: 'おすすめ順',
    source: '提供元',
    vendorName: 'ベンダー',
    vendorContact: 'ベンダー連絡先',
    externalUrl: 'ダウンロード先',
    returnReason: '差し戻し理由',
    visibility: '公開状態',
    status: {
      draft: '下書き',
      submitted: '公開待ち',
      returned: '差し戻し',
      shown: '公開中',
      hidden: '非公開',
      retired: '提供終了',
    },
    sources: {
      platform: 'プラットフォーム',
      thirdParty: 'サードパーティ',
    },
    event: {
      SUBMIT: '提出',
      SHOW: '公開',
      RETURN: '差し戻す',
      HIDE: '非公開にする',
      RETIRE: '提供終了にする',
    },
  },
} satisfies Pick<Translation, 'script'>;
