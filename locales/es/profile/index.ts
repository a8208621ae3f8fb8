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
  edit: {
    open: 'Editar perfil',
    title: 'Editar perfil',
    nickname: 'Apodo',
    nicknameHint: 'Cómo le ven los demás usuarios, como máximo {max} caracteres.',
    avatar: 'Avatar',
    avatarPreview: 'Vista previa del avatar',
    introduction: 'Presentación',
    introductionHint: 'Unas líneas sobre usted, como máximo {max} caracteres.',
    introductionTooLong: 'Use como máximo {max} caracteres.',
    introductionInvalid: 'No use < > ni caracteres de control.',
    avatarNotStored: 'Elija el avatar aquí: solo se pueden usar imágenes subidas a través de la aplicación.',
    save: 'Guardar perfil',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    saved: 'Perfil guardado.',
    failed: 'El perfil no se ha guardado: {message}',
  },
  errors: {
    oldRequired: 'Introduce tu contraseña actual.',
    sameAsOld: 'La contraseña nueva debe ser distinta de la actual.',
  },
} satisfies NamespaceProfileTranslation;

export default es_profile;
