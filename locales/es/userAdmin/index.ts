// Strings of the users screens (filled per screen).

import type { NamespaceUserAdminTranslation } from '../../i18n-types.js';

const es_userAdmin = {
  id: 'ID',
  username: 'Usuario',
  nickname: 'Apodo',
  roles: 'Roles',
  avatar: 'Avatar',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  rechargeCoin: 'Monedas',
  endOnlineTime: 'Última conexión',
  vipTime: 'VIP hasta',
  svipTime: 'SVIP hasta',
  isDel: 'Eliminado',
  status: 'Estado',
  createdAt: 'Creado',
  yes: 'Sí',
  no: 'No',
  filterName: 'Usuario o apodo',
  filterRole: 'Rol',
  filterStatus: 'Estado',
  statusLabel: {
    normal: 'Normal',
    disabled: 'Desactivado',
  },
  statusName: {
    normal: 'Normal',
    frozen: 'Congelado',
    banned: 'Bloqueado',
  },
  editRoles: 'Editar roles',
  rolesTitle: 'Roles de {name}',
  rolesRequired: 'Elige al menos un rol.',
  ownAdmin: 'No puedes quitarte el rol de administrador a ti mismo.',
  rolesSaved: 'Se guardaron los roles de {name}.',
  resetPassword: 'Restablecer contraseña',
  passwordTitle: 'Nueva contraseña para {name}',
  passwordHint:
    'Al guardar se cierran todas las sesiones de este usuario: deberá iniciar sesión con la nueva contraseña.',
  passwordReset: 'Se restableció la contraseña de {name}. Todas sus sesiones se han cerrado.',
  action: {
    FREEZE: 'Congelar',
    UNFREEZE: 'Descongelar',
    BAN: 'Bloquear',
  },
  confirmTitle: {
    FREEZE: '¿Congelar esta cuenta?',
    BAN: '¿Bloquear esta cuenta?',
  },
  confirmText: {
    FREEZE:
      'Se cerrará la sesión de {name} y no podrá iniciar sesión hasta que la cuenta se descongele.',
    BAN: 'Se cerrará la sesión de {name} y nunca podrá volver a iniciar sesión. El bloqueo es definitivo: no se puede deshacer.',
  },
  done: {
    FREEZE: '{name} está congelado.',
    UNFREEZE: '{name} vuelve a estar activo.',
    BAN: '{name} está bloqueado.',
  },
  endSessions: {
    action: 'Cerrar todas las sesiones',
    confirmTitle: '¿Cerrar todas las sesiones de este usuario?',
    confirmText: 'Se cerrará al instante la sesión de {name} en todos sus dispositivos; podrá volver a iniciar sesión.',
    done: 'Sesiones de {name} cerradas: {count}.',
  },
  resetMfa: {
    action: 'Restablecer la verificación en dos pasos',
    confirmTitle: '¿Restablecer la verificación en dos pasos de este usuario?',
    confirmText:
      '{name} pierde su autenticador y sus códigos de recuperación, inicia sesión solo con la contraseña y la vuelve a configurar si su rol lo exige.',
    done: 'Verificación en dos pasos de {name} restablecida.',
  },
} satisfies NamespaceUserAdminTranslation;

export default es_userAdmin;
