// Strings of the header search, the error log and the profile screen.

import type { NamespaceProfileTranslation } from '../../i18n-types.js';

const es_profile = {
  title: 'Perfil',
  aboutMe: 'Sobre mí',
  name: 'Nombre',
  username: 'Nombre de usuario',
  roles: 'Roles',
  introduction: 'Presentación',
  noIntroduction: 'Todavía no hay presentación.',
  role: {
    ADMIN: 'Administrador',
    LUA_ADMIN: 'Administrador de Lua',
    CREATOR: 'Creador de scripts',
    OPERATE: 'Operaciones',
    BUSINESS_COMPANY: 'Empresa comercial',
    COOPERATE: 'Socio',
    AUDITOR: 'Auditor',
  },
  changePassword: 'Cambiar la contraseña',
  changePasswordHint:
    'Al cambiar la contraseña se cierran tus otras sesiones. Esta sigue abierta.',
  oldPassword: 'Contraseña actual',
  oldPasswordPlaceholder: 'Tu contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Repite la contraseña nueva',
  submit: 'Cambiar la contraseña',
  submitting: 'Cambiando…',
  success: 'Contraseña cambiada. Se han cerrado las demás sesiones; esta sigue abierta.',
  failed: 'No se ha cambiado la contraseña: {message}',
  errors: {
    oldRequired: 'Introduce tu contraseña actual.',
    sameAsOld: 'La contraseña nueva debe ser distinta de la actual.',
  },
  sessions: {
    title: 'Sesiones',
    hint: 'Dónde está iniciada tu cuenta ahora. Cierra la sesión de cualquier dispositivo que no reconozcas.',
    list: 'Tus sesiones',
    device: '{browser} en {os}',
    unknownDevice: 'Dispositivo desconocido',
    thisDevice: 'Este dispositivo',
    address: 'Dirección',
    unknownAddress: 'Desconocida',
    signedIn: 'Inicio de sesión',
    lastUsed: 'Último uso',
    signOut: 'Cerrar sesión',
    signOutNamed: 'Cerrar la sesión de {device}',
    signOutOthers: 'Cerrar todas las demás sesiones',
    confirmTitle: '¿Cerrar todas las demás sesiones?',
    confirmText: 'Se cerrará al instante la sesión de todos los demás dispositivos con tu cuenta. Este dispositivo seguirá con la sesión iniciada.',
    confirmLabel: 'Cerrar las demás',
    signedOut: 'Se cerró la sesión de {device}.',
    signedOutOthers: 'Otras sesiones cerradas: {count}.',
    failed: 'No se pudo cerrar la sesión: {message}',
    loadFailed: 'No se pudieron cargar tus sesiones',
    emptyTitle: 'No hay sesiones activas',
    emptyText: 'Las sesiones aparecen aquí al iniciar sesión.',
  },
} satisfies NamespaceProfileTranslation;

export default es_profile;
