import type { Translation } from '../i18n-types.js';
import { auth } from './auth.js';
import { routes } from './routes.js';
import { shell } from './shell.js';
import { tools } from './tools.js';
import { lists } from './lists.js';
import { users } from './users.js';
import { members } from './members.js';
import { brands } from './brands.js';
import { scripts } from './scripts.js';
import { signing } from './signing.js';
import { releases } from './releases.js';
import { notices } from './notices.js';
import { activity } from './activity.js';
import { charts } from './charts.js';
import { figures } from './figures.js';
import { review } from './reviewArea.js';
import { audit } from './auditArea.js';
import { auditFields } from './auditFields.js';
import { inspector } from './inspectorArea.js';
import { dashboard } from './dashboardArea.js';
import { pickers } from './pickers.js';
import { uploads } from './uploads.js';
import { cardKeys } from './cardKeys.js';
import { appSide } from './appSide.js';
import { articlesArea } from './articlesArea.js';
import { reportsArea } from './reportsArea.js';
import { feedbackArea } from './feedbackArea.js';
import { promotionsArea } from './promotionsArea.js';

const es = {
  site: {
    title: 'Rocket Script',
  },
  route: routes,
  navbar: {
    logOut: 'Cerrar sesión',
    dashboard: 'Panel',
    profile: 'Perfil',
    language: 'Idioma',
    menu: 'Menú principal',
    account: 'Menú de la cuenta',
  },
  errors: {
    invalid_input: 'Algunos de los datos introducidos no son válidos.',
    unauthenticated: 'No has iniciado sesión. Vuelve a iniciar sesión.',
    token_expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    forbidden: 'No tienes permiso para hacer esto.',
    not_found: 'No se encontró el elemento solicitado.',
    conflict: 'Otra persona ha modificado este registro. Actualiza e inténtalo de nuevo.',
    in_use: 'Este registro todavía lo usan otros registros (por ejemplo, miembros o canales). Quítalos primero.',
    illegal_transition: 'Esta acción ya no es posible para este registro: ha cambiado mientras tanto, y la lista lo muestra como está ahora.',
    payload_too_large: 'El archivo es demasiado grande.',
    request_timeout: 'La solicitud tardó demasiado en llegar. Comprueba tu conexión e inténtalo de nuevo.',
    headers_too_large: 'La solicitud es demasiado grande para el servidor (demasiadas cookies o demasiado grandes). Borra las cookies de este sitio e inicia sesión de nuevo.',
    unsupported_media_type: 'Este tipo de archivo no es compatible.',
    rate_limited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    invalid_credentials: 'Usuario o contraseña incorrectos.',
    account_frozen: 'Esta cuenta está congelada.',
    account_banned: 'Esta cuenta está bloqueada.',
    username_taken: 'Este nombre de usuario ya está en uso.',
    name_taken: 'Este nombre ya está en uso.',
    phone_taken: 'Este número de teléfono ya está registrado.',
    phone_code_invalid: 'El código de verificación es incorrecto o ha caducado.',
    phone_mismatch: 'El número de teléfono no coincide con esta cuenta.',
    old_password_wrong: 'La contraseña actual es incorrecta.',
    upload_incomplete: 'La subida aún no ha terminado: espera a que se envíe todo el archivo y vuelve a intentarlo.',
    too_many_uploads: 'Tienes demasiadas subidas sin terminar. Elige de nuevo uno de esos archivos para terminarlo, o espera: las subidas sin terminar se eliminan al cabo de un día.',
    upload_space_full: 'Tus subidas sin terminar ocupan todo el espacio disponible. Elige de nuevo uno de esos archivos para terminarlo, o espera: las subidas sin terminar se eliminan al cabo de un día.',
    card_key_invalid: 'Esta clave no es válida. Revisa lo que has escrito y vuelve a intentarlo.',
    card_key_used: 'Esta clave ya se ha canjeado.',
    card_key_disabled: 'Esta clave está desactivada y no se puede canjear.',
    card_group_disabled: 'Las claves de este grupo están desactivadas y no se pueden canjear.',
    card_key_rate_limited: 'Demasiadas claves incorrectas. Espera un rato y vuelve a intentarlo.',
    card_key_busy: 'Todavía se están comprobando otros intentos con claves. Vuelve a intentarlo en un momento.',
    card_keys_downloaded: 'Las claves de este grupo ya se han descargado. Solo un administrador puede volver a descargarlas, indicando el motivo.',
    promotion_not_draft: 'Solo se puede editar una promoción en borrador. Una programada puede retirarse a borrador primero; una pendiente de aprobación espera al administrador.',
    internal_error: 'Se produjo un error en el servidor. Inténtalo más tarde.',
  },
  validation: {
    required: 'Este campo es obligatorio.',
    invalid_type: 'El tipo de este valor no es correcto.',
    invalid_format: 'El formato de este valor no es el esperado.',
    too_short: 'Este valor es demasiado corto.',
    too_long: 'Este valor es demasiado largo.',
    too_small: 'Este valor es demasiado pequeño.',
    too_big: 'Este valor es demasiado grande.',
    unknown_field: 'Este campo no está permitido.',
    mismatch: 'Los dos valores no coinciden.',
    invalid_value: 'Este valor no está permitido.',
    invalid_characters: 'Este valor contiene caracteres de control (como saltos de línea o tabulaciones), que aquí no se permiten.',
    name_taken: 'Este nombre ya está en uso: elige otro.',
    amount_unusual: 'Este importe se aleja mucho del sugerido: confírmalo o cámbialo.',
    signing_overlap: 'Este periodo se solapa con otro contrato de este script: un script tiene un contrato por mes.',
    signing_month_settled: 'Un mes afectado por este cambio ya tiene una liquidación solicitada: finaliza el contrato después de él o deja esos meses como están.',
    version_not_newer: 'Este número de versión no supera el más alto ya subido: las versiones solo suben.',
    md5_mismatch: 'El archivo recibido no coincide con el seleccionado (su suma de comprobación no coincide): vuelve a subirlo.',
  },
  messages: {
    switchLanguageSuccess: 'Idioma cambiado correctamente',
    switchSizeSuccess: 'Tamaño cambiado correctamente',
    hasError: 'Se produjo un error',
    browserUnsupported: 'Tu navegador no admite esta función',
    verificationFailed: 'La verificación falló, vuelve a iniciar sesión.',
    rolesInvalid: 'getInfo: los roles deben ser una lista no vacía.',
  },
  errorPage: {
    title401: 'No tienes permiso para ver esta página',
    text401:
      'Tu cuenta no tiene acceso a esta página. Pide acceso a un administrador o inicia sesión con otra cuenta.',
    title404: 'Página no encontrada',
    text404: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al panel',
    back: 'Volver atrás',
    login: 'Iniciar sesión con otra cuenta',
  },
  common: {
    loading: 'Cargando…',
    redirecting: 'Redirigiendo…',
    notBuiltYet: 'Esta pantalla aún no está construida.',
  },
  // The ribbon every screen shows while the server runs in demo mode (src/platform).
  demo: {
    label: 'Modo demostración',
    ribbon: 'Datos de demostración — no aptos para producción',
  },
  ...auth,
  ...shell,
  ...tools,
  ...lists,
  ...activity,
  ...charts,
  ...figures,
  ...review,
  ...audit,
  ...auditFields,
  ...inspector,
  ...dashboard,
  ...pickers,
  ...uploads,
  ...cardKeys,
  ...appSide,
  ...articlesArea,
  ...reportsArea,
  ...feedbackArea,
  ...promotionsArea,
  ...users,
  ...members,
  ...brands,
  ...scripts,
  ...signing,
  ...releases,
  ...notices,
} satisfies Translation;

export default es;
