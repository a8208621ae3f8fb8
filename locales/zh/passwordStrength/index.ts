// Strings of the new-password strength meter (register, retrieve password, profile, user admin).

import type { NamespacePasswordStrengthTranslation } from '../../i18n-types.js';

const zh_passwordStrength = {
  label: '强度',
  checking: '正在检查强度…',
  level: {
    veryWeak: '非常弱',
    weak: '弱',
    fair: '一般',
    good: '良好',
    strong: '强',
  },
  warning: {
    straightRow: '键盘上连成一行的按键很容易被猜到。',
    keyPattern: '简短的键盘图案很容易被猜到。',
    simpleRepeat: '像“aaa”这样的重复字符很容易被猜到。',
    extendedRepeat: '像“abcabcabc”这样的重复模式很容易被猜到。',
    sequences: '像“abc”或“123”这样的序列很容易被猜到。',
    recentYears: '最近的年份很容易被猜到。',
    dates: '日期很容易被猜到。',
    topTen: '这是最常用的密码之一。',
    topHundred: '这是使用非常频繁的密码。',
    common: '这是常用密码。',
    similarToCommon: '这与常用密码非常相似。',
    wordByItself: '单个单词很容易被猜到。',
    namesByThemselves: '单独的名字或姓氏很容易被猜到。',
    commonNames: '常见的名字和姓氏很容易被猜到。',
    userInputs: '请不要使用您的姓名、用户名或账号的其他信息。',
    pwned: '这个密码曾出现在数据泄露中。',
  },
  suggestion: {
    l33t: '避免可预测的替换，例如用“@”代替“a”。',
    reverseWords: '避免把常见单词倒过来拼写。',
    allUppercase: '只把部分字母大写，而不是全部。',
    capitalization: '不要只大写第一个字母。',
    dates: '避免使用与您有关的日期和年份。',
    recentYears: '避免使用最近的年份。',
    associatedYears: '避免使用与您有关的年份。',
    sequences: '避免常见的字符序列。',
    repeated: '避免重复的单词和字符。',
    longerKeyboardPattern: '使用更长的键盘图案，并多次改变方向。',
    anotherWord: '再加几个不常见的单词。',
    useWords: '使用几个单词，但避免常见短语。',
    noNeed: '强密码不一定需要符号、数字或大写字母：几个不常见的单词就够了。',
    pwned: '如果您在别处也用了这个密码，请在那里也更换。',
  },
} satisfies NamespacePasswordStrengthTranslation;

export default zh_passwordStrength;
