// Strings of the activity pop-ups screen (/activity-notice-admin).

import type { NamespaceNoticeTranslation } from '../../i18n-types.js';

const es_notice = {
  title: 'Título',
  content: 'Contenido',
  image: 'Imagen',
  imageUrl: 'URL de la imagen',
  imageAlt: 'Imagen de «{title}»',
  link: 'Enlace',
  linkUrl: 'URL del enlace',
  startAt: 'Inicio',
  endAt: 'Fin',
  startDate: 'Fecha de inicio',
  startTime: 'Hora de inicio',
  endDate: 'Fecha de fin',
  endTime: 'Hora de fin',
  enabled: 'Activado',
  on: 'Activo',
  off: 'Inactivo',
  yes: 'Sí',
  no: 'No',
  overlaps: 'Solapamientos',
  overlapsCount: 'se solapa con {count}',
  noOverlap: 'Ninguno',
  createTitle: 'Nueva ventana emergente',
  editTitle: 'Editar ventana emergente',
  titleRequired: 'Introduce el título.',
  timeRequired: 'Introduce una fecha.',
  endBeforeStart: 'El fin debe ser posterior al inicio.',
  urlInvalid: 'Introduce una dirección que empiece por http:// o https://.',
  imageUrlInvalid: 'Introduce una dirección de imagen que empiece por https://.',
  schedule: 'Calendario de esta página',
  scheduleItem: '{title}: del {start} al {end}',
  scheduleOverlap: 'se solapa con {count} ventanas emergentes activas',
  scheduleOff: 'desactivada',
} satisfies NamespaceNoticeTranslation;

export default es_notice;
