import type { Translation } from '../i18n-types.js';

// Strings of the header search and the error log (the shell); the profile screen has its own namespace.
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
} satisfies Pick<Translation, 'headerSearch' | 'errorLog'>;
