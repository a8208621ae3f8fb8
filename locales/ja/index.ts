import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';
import { routes } from './routes.js';
import { shell } from './shell.js';
import { tools } from './tools.js';
import { inspector } from './inspectorArea.js';

const ja = {
  site: {
    title: 'ロケットスクリプト',
  },
  route: routes,
  navbar: {
    logOut: 'ログアウト',
    dashboard: 'ダッシュボード',
    profile: 'プロフィール',
    language: '言語',
    menu: 'メインメニュー',
    account: 'アカウントメニュー',
  },
  errors: {
    invalid_input: '入力内容に誤りがあります。',
    unauthenticated: 'ログインしていません。もう一度ログインしてください。',
    token_expired: 'セッションの有効期限が切れました。もう一度ログインしてください。',
    forbidden: 'この操作を行う権限がありません。',
    not_found: '指定された項目が見つかりません。',
    conflict:
      'このレコードは他のユーザーによって変更されました。再読み込みしてからやり直してください。',
    in_use: 'このレコードはまだ他のレコード（メンバーやチャネルなど）で使われています。先にそれらを外してください。',
    illegal_transition: 'このレコードではこの操作をもう行えません。その間に変更されたため、一覧には現在の状態が表示されています。',
    payload_too_large: 'ファイルが大きすぎます。',
    request_timeout: 'リクエストの送信に時間がかかりすぎました。接続を確認して、もう一度お試しください。',
    headers_too_large: 'リクエストが大きすぎます（Cookie が多すぎるか大きすぎます）。このサイトの Cookie を削除して、もう一度ログインしてください。',
    unsupported_media_type: 'このファイル形式には対応していません。',
    rate_limited: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    invalid_credentials: 'ユーザー名またはパスワードが正しくありません。',
    account_frozen: 'このアカウントは凍結されています。',
    account_banned: 'このアカウントは利用停止されています。',
    app_account: 'これはアプリ用のアカウントです。Rocket Script アプリでログインしてください（管理画面では使えません）。',
    username_taken: 'このユーザー名は既に使われています。',
    name_taken: 'この名前は既に使われています。',
    phone_taken: 'この電話番号は既に登録されています。',
    phone_code_invalid: '確認コードが正しくないか、有効期限が切れています。',
    phone_mismatch: '電話番号がこのアカウントと一致しません。',
    old_password_wrong: '現在のパスワードが正しくありません。',
    upload_incomplete: 'アップロードがまだ完了していません。ファイル全体の送信が終わってから、もう一度お試しください。',
    too_many_uploads: '未完了のアップロードが多すぎます。そのファイルをもう一度選んで完了させるか、しばらくお待ちください。未完了のアップロードは1日後に削除されます。',
    upload_space_full: '未完了のアップロードが使用できる容量をすべて占めています。そのファイルをもう一度選んで完了させるか、しばらくお待ちください。未完了のアップロードは1日後に削除されます。',
    card_key_invalid: 'このカードキーは無効です。入力内容を確認して、もう一度お試しください。',
    card_key_used: 'このカードキーはすでに引き換えられています。',
    card_key_disabled: 'このカードキーは無効化されているため、引き換えできません。',
    card_group_disabled: 'このカードキーグループは無効化されているため、キーを引き換えできません。',
    card_key_rate_limited: '間違ったカードキーの入力が多すぎます。しばらくしてから、もう一度お試しください。',
    card_key_busy: '他のカードキーの確認がまだ進行中です。少し待ってから、もう一度お試しください。',
    card_keys_downloaded: 'このグループのキーはすでにダウンロードされています。再ダウンロードできるのは、理由を入力した管理者だけです。',
    promotion_not_draft: '編集できるのは下書きのプロモーションだけです。予定済みのものは先に取り下げて下書きに戻せます。承認待ちのものは管理者の対応を待ってください。',
    not_ready: 'サーバーの起動中か、データベースに接続できません。しばらくしてからもう一度お試しください。',
    internal_error: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
  },
  validation: {
    required: 'この項目は必須です。',
    invalid_type: '値の型が正しくありません。',
    invalid_format: '形式が正しくありません。',
    too_short: '短すぎます。',
    too_long: '長すぎます。',
    too_small: '値が小さすぎます。',
    too_big: '値が大きすぎます。',
    unknown_field: 'この項目は使用できません。',
    mismatch: '2つの入力が一致しません。',
    invalid_value: 'この値は使用できません。',
    invalid_characters: 'ここでは使用できない制御文字（改行やタブなど）が含まれています。',
    name_taken: 'この名前は既に使われています。別の名前にしてください。',
    amount_unusual: 'この金額は提案額と大きく異なります。確認するか変更してください。',
    signing_overlap: 'この期間はこのスクリプトの別の契約と重なっています。スクリプトの契約は月ごとに 1 件です。',
    signing_month_settled: 'この変更に含まれる月はすでに精算が申請されています。その月の後で契約を終了するか、その月はそのままにしてください。',
    version_not_newer: 'このバージョン番号はアップロード済みの最大のものを超えていません。バージョンは上がる一方です。',
    md5_mismatch: '届いたファイルが選択したファイルと一致しません（チェックサムが一致しません）。もう一度アップロードしてください。',
  },
  messages: {
    errorReference: '参照番号：{id}',
    switchLanguageSuccess: '言語を切り替えました',
    switchSizeSuccess: 'サイズを切り替えました',
    hasError: 'エラーが発生しました',
    browserUnsupported: 'お使いのブラウザはこの機能に対応していません',
    verificationFailed: '認証に失敗しました。もう一度ログインしてください。',
    rolesInvalid: 'getInfo: ロールは空でない配列である必要があります。',
  },
  errorPage: {
    title401: 'このページを表示する権限がありません',
    text401:
      'このアカウントではこのページにアクセスできません。管理者に問い合わせるか、別のアカウントでログインしてください。',
    title404: 'ページが見つかりません',
    text404: 'お探しのページは存在しないか、移動しました。',
    home: 'ダッシュボードに戻る',
    back: '前のページに戻る',
    login: '別のアカウントでログイン',
  },
  common: {
    loading: '読み込み中…',
    redirecting: 'リダイレクト中…',
    notBuiltYet: 'この画面はまだ作成されていません。',
  },
  // The ribbon every screen shows while the server runs in demo mode (src/platform).
  demo: {
    label: 'デモモード',
    ribbon: 'デモデータ — 本番環境では使用しないでください',
  },
  ...auth,
  ...shell,
  ...tools,
  ...inspector,
} satisfies Translation;

export default ja;
