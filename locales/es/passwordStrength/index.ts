// Strings of the new-password strength meter (register, retrieve password, profile, user admin).

import type { NamespacePasswordStrengthTranslation } from '../../i18n-types.js';

const es_passwordStrength = {
  label: 'Seguridad',
  checking: 'Comprobando la seguridad…',
  level: {
    veryWeak: 'Muy débil',
    weak: 'Débil',
    fair: 'Aceptable',
    good: 'Buena',
    strong: 'Fuerte',
  },
  warning: {
    straightRow: 'Las filas seguidas del teclado son fáciles de adivinar.',
    keyPattern: 'Los patrones cortos de teclado son fáciles de adivinar.',
    simpleRepeat: 'Los caracteres repetidos como "aaa" son fáciles de adivinar.',
    extendedRepeat: 'Los patrones repetidos como "abcabcabc" son fáciles de adivinar.',
    sequences: 'Las secuencias como "abc" o "123" son fáciles de adivinar.',
    recentYears: 'Los años recientes son fáciles de adivinar.',
    dates: 'Las fechas son fáciles de adivinar.',
    topTen: 'Es una de las contraseñas más usadas.',
    topHundred: 'Es una contraseña muy usada.',
    common: 'Es una contraseña de uso común.',
    similarToCommon: 'Se parece mucho a una contraseña de uso común.',
    wordByItself: 'Una sola palabra es fácil de adivinar.',
    namesByThemselves: 'Los nombres o apellidos solos son fáciles de adivinar.',
    commonNames: 'Los nombres y apellidos comunes son fáciles de adivinar.',
    userInputs: 'Evite su nombre, su usuario u otros datos de su cuenta.',
    pwned: 'Esta contraseña apareció en una filtración de datos.',
  },
  suggestion: {
    l33t: 'Evite sustituciones previsibles como "@" por "a".',
    reverseWords: 'Evite palabras comunes escritas al revés.',
    allUppercase: 'Ponga en mayúscula algunas letras, no todas.',
    capitalization: 'Ponga en mayúscula algo más que la primera letra.',
    dates: 'Evite fechas y años relacionados con usted.',
    recentYears: 'Evite los años recientes.',
    associatedYears: 'Evite años relacionados con usted.',
    sequences: 'Evite secuencias comunes de caracteres.',
    repeated: 'Evite palabras y caracteres repetidos.',
    longerKeyboardPattern: 'Use patrones de teclado más largos y cambie a menudo de dirección.',
    anotherWord: 'Añada más palabras, menos comunes.',
    useWords: 'Use varias palabras, pero evite frases hechas.',
    noNeed: 'Una contraseña fuerte no necesita símbolos, cifras ni mayúsculas: bastan unas palabras poco comunes.',
    pwned: 'Si usa esta contraseña en otro sitio, cámbiela también allí.',
  },
} satisfies NamespacePasswordStrengthTranslation;

export default es_passwordStrength;
