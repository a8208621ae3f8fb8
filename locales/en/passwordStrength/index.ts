// Strings of the new-password strength meter (register, retrieve password, profile, user admin).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_passwordStrength = {
  label: 'Strength',
  checking: 'Checking the strength…',
  level: {
    veryWeak: 'Very weak',
    weak: 'Weak',
    fair: 'Fair',
    good: 'Good',
    strong: 'Strong',
  },
  // zxcvbn's warnings, by its keys.
  warning: {
    straightRow: 'Straight rows of keys are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Sequences like "abc" or "123" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is close to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'Names or surnames alone are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'Avoid your name, username or other details of your account.',
    pwned: 'This password has appeared in a data breach.',
  },
  // zxcvbn's suggestions, by its keys.
  suggestion: {
    l33t: 'Avoid predictable substitutions like "@" for "a".',
    reverseWords: 'Avoid common words spelled backwards.',
    allUppercase: 'Capitalise some letters, not all.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Avoid dates and years connected with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years connected with you.',
    sequences: 'Avoid common sequences of characters.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change direction often.',
    anotherWord: 'Add more words, less common ones.',
    useWords: 'Use several words, but avoid common phrases.',
    noNeed: 'A strong password needs no symbols, digits or capitals: a few unusual words will do.',
    pwned: 'If you use this password elsewhere, change it there too.',
  },
} satisfies NamespaceBaseTranslation;

export default en_passwordStrength;
