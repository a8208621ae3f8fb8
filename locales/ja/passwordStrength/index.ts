// Strings of the new-password strength meter (register, retrieve password, profile, user admin).

import type { NamespacePasswordStrengthTranslation } from '../../i18n-types.js';

const ja_passwordStrength = {
  label: '強度',
  checking: '強度を確認しています…',
  level: {
    veryWeak: 'とても弱い',
    weak: '弱い',
    fair: 'ふつう',
    good: '良い',
    strong: '強い',
  },
  warning: {
    straightRow: 'キーボードの一列に並んだキーは推測されやすいです。',
    keyPattern: '短いキーボードのパターンは推測されやすいです。',
    simpleRepeat: '「aaa」のような繰り返しの文字は推測されやすいです。',
    extendedRepeat: '「abcabcabc」のような繰り返しのパターンは推測されやすいです。',
    sequences: '「abc」や「123」のような並びは推測されやすいです。',
    recentYears: '最近の年は推測されやすいです。',
    dates: '日付は推測されやすいです。',
    topTen: '最もよく使われているパスワードの一つです。',
    topHundred: '非常によく使われているパスワードです。',
    common: 'よく使われているパスワードです。',
    similarToCommon: 'よく使われているパスワードによく似ています。',
    wordByItself: '単語一つだけでは推測されやすいです。',
    namesByThemselves: '名前や名字だけでは推測されやすいです。',
    commonNames: 'よくある名前や名字は推測されやすいです。',
    userInputs: 'お名前、ユーザー名などアカウントの情報は使わないでください。',
    pwned: 'このパスワードはデータ漏えいで流出しています。',
  },
  suggestion: {
    l33t: '「a」の代わりに「@」のような予測しやすい置き換えは避けてください。',
    reverseWords: 'よくある単語を逆から綴るのは避けてください。',
    allUppercase: 'すべてではなく一部の文字を大文字にしてください。',
    capitalization: '最初の文字以外も大文字にしてください。',
    dates: 'ご自身に関係のある日付や年は避けてください。',
    recentYears: '最近の年は避けてください。',
    associatedYears: 'ご自身に関係のある年は避けてください。',
    sequences: 'よくある文字の並びは避けてください。',
    repeated: '単語や文字の繰り返しは避けてください。',
    longerKeyboardPattern: 'より長いキーボードのパターンを使い、方向を何度も変えてください。',
    anotherWord: 'あまり使われない単語をさらに加えてください。',
    useWords: '複数の単語を使い、よくある言い回しは避けてください。',
    noNeed: '記号や数字、大文字がなくても強いパスワードは作れます。珍しい単語をいくつか並べてください。',
    pwned: 'このパスワードを他でも使っている場合は、そちらも変更してください。',
  },
} satisfies NamespacePasswordStrengthTranslation;

export default ja_passwordStrength;
