// Strings of business companies' articles (docs/articles.md): the list, the form with its
// Markdown preview, and the flow's questions. Statuses and events are in ./appSide.ts (`article`).

import type { NamespaceArticlesTranslation } from '../../i18n-types.js';

const es_articles = {
  title: 'Título',
  game: 'Juego',
  chooseGame: 'Elija un juego',
  publishedAt: 'Publicado el',
  author: 'Autor',
  company: 'Empresa',
  cover: 'Imagen de portada',
  body: 'Texto (Markdown)',
  bodyHint: 'Markdown: # títulos, **negrita**, *cursiva*, [enlaces](https://…), listas. Los scripts, las páginas incrustadas y los manejadores de eventos se eliminan al mostrarlo.',
  bodyCount: '{count} de {max} caracteres',
  write: 'Escribir',
  preview: 'Vista previa',
  previewEmpty: 'Aún no hay nada que mostrar: escriba primero el texto.',
  previewTitle: 'Vista previa: {title}',
  close: 'Cerrar',
  createLabel: 'Nuevo artículo',
  createTitle: 'Nuevo artículo',
  editTitle: 'Editar artículo',
  titleRequired: 'Dé un título al artículo.',
  gameRequired: 'Elija el juego del que trata el artículo.',
  gameInvalid: 'Este juego ya no existe: elija otro.',
  bodyRequired: 'Escriba el texto del artículo.',
  bodyTooLong: 'El texto es demasiado largo: como máximo {max} caracteres.',
  coverInvalid: 'Esta portada no se subió aquí: suba la imagen de nuevo.',
  republish: 'Volver a publicar',
  publishQuestion: '¿Publicar «{name}»? La aplicación lo muestra a todos de inmediato.',
  unpublishQuestion: '¿Retirar «{name}»? La aplicación deja de mostrarlo; puede volver a publicarlo más tarde.',
  emptyText: 'Su empresa aún no tiene artículos. Escriba el primero con «Nuevo artículo».',
} satisfies NamespaceArticlesTranslation;

export default es_articles;
