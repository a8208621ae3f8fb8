import type { Translation } from '../i18n-types.js';

// Strings of card keys: card groups, their keys and what they give (docs/cardKeys.md).
export const cardKeys = {
  cardKey: {
    groupId: 'Grupo de claves',
    cardId: 'ID de la clave',
    cardKey: 'Clave',
    goodsCard: 'Producto',
    goods: { script: 'Script', vip: 'VIP', svip: 'SVIP' },
    goodsName: 'Vende',
    cardNum: 'Claves',
    validDay: 'Días de validez',
    price: 'Precio por clave',
    currency: 'Moneda',
    groupStatusColumn: 'Estado del grupo',
    groupStatus: { enabled: 'Activo', disabled: 'Desactivado' },
    statusColumn: 'Estado de la clave',
    status: { unused: 'Sin usar', redeemed: 'Canjeada', expired: 'Caducada', disabled: 'Desactivada' },
    owner: 'Propietario',
    createdBy: 'Generado por',
    downloadedAt: 'Claves descargadas',
    downloadCount: 'Descargas',
    unusedNum: 'Sin usar',
    redeemedNum: 'Canjeadas',
    expiredNum: 'Caducadas',
    disabledNum: 'Desactivadas',
    redeemedBy: 'Canjeada por',
    redeemedAt: 'Canjeada el',
    expiresAt: 'Caduca el',
  },
} satisfies Pick<Translation, 'cardKey'>;
