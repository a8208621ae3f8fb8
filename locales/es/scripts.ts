import type { Translation } from '../i18n-types.js';

// Strings of the scripts catalogue (docs/scripts.md).
export const scripts = {
  script: {
    scriptName: 'Nombre del script',
    scriptPackage: 'Paquete',
    game: 'Juego',
    scriptParam: 'Parámetros por defecto (JSON)',
    scriptExplain: 'Descripción',
    scriptLabel: 'Etiquetas',
    cacheSwitch: 'Guardar el paquete en caché',
    iamgeUrl: 'Imagen de portada',
    brand: 'Marca',
    authorNick: 'Nombre del autor',
    owner: 'Cuenta del autor',
    company: 'Empresa firmante',
    chargeSwitch: 'De pago',
    isTvip: 'Solo VIP',
    isFts: 'Prueba gratuita',
    isShow: 'Visible en la app',
    showOrder: 'Orden de recomendación',
    source: 'Origen',
    vendorName: 'Proveedor',
    vendorContact: 'Contacto del proveedor',
    externalUrl: 'Dirección de descarga',
    returnReason: 'Motivo de devolución',
    visibility: 'Visibilidad',
    status: {
      draft: 'Borrador',
      submitted: 'Pendiente de publicar',
      returned: 'Devuelto',
      shown: 'Publicado',
      hidden: 'Oculto',
      retired: 'Retirado',
    },
    sources: {
      platform: 'Plataforma',
      thirdParty: 'Terceros',
    },
    event: {
      SUBMIT: 'Enviar',
      SHOW: 'Publicar',
      RETURN: 'Devolver',
      HIDE: 'Ocultar',
      RETIRE: 'Retirar',
    },
  },
} satisfies Pick<Translation, 'script'>;
