import type { Translation } from '../i18n-types.js';

// Strings of the header search, the error log and the profile screen.
export const tools = {
  headerSearch: {
    open: 'Buscar en el menú',
    label: 'Buscar páginas',
    placeholder: 'Buscar páginas por título o ruta',
    placeholderPinyin: 'Buscar páginas por título, ruta o pinyin',
    close: 'Cerrar la búsqueda',
    noResults: 'Ninguna página coincide con «{query}».',
  },
  errorLog: {
    button: 'Registro de errores: {count} {{error|errores}}',
    title: 'Registro de errores',
    summary:
      '{{count:Se ha registrado|Se han registrado}} {count} {{count:error|errores}} en esta sesión.',
    message: 'Mensaje',
    info: 'Información',
    url: 'URL',
    stack: 'Pila',
    at: 'Hora',
    noStack: 'Sin traza de pila.',
    clearAll: 'Borrar todo',
    close: 'Cerrar',
    boundaryTitle: 'No se ha podido mostrar esta parte de la página',
    boundaryText: 'El error ha quedado registrado. Vuelve a intentarlo o ve a otra página.',
    retry: 'Reintentar',
  },
  profile: {
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
  },
} satisfies Pick<Translation, 'headerSearch' | 'errorLog' | 'profile'>;
