// Strings of business companies' articles (docs/articles.md): the list, the form with its
// Markdown preview, and the flow's questions. Statuses and events are in ./appSide.ts (`article`).

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_articles = {
  title: 'Title',
  game: 'Game',
  chooseGame: 'Choose a game',
  publishedAt: 'Published on',
  author: 'Author',
  company: 'Company',
  cover: 'Cover image',
  body: 'Text (Markdown)',
  bodyHint: 'Markdown: # headings, **bold**, *italic*, [links](https://…), lists. Scripts, embedded pages and event handlers are removed when it is shown.',
  bodyCount: '{count:number} of {max:number} characters',
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet: write the text first.',
  previewTitle: 'Preview: {title:string}',
  close: 'Close',
  createLabel: 'New article',
  createTitle: 'New article',
  editTitle: 'Edit article',
  titleRequired: 'Give the article a title.',
  gameRequired: 'Choose the game the article is about.',
  gameInvalid: 'This game does not exist any more: choose another one.',
  bodyRequired: 'Write the text of the article.',
  bodyTooLong: 'The text is too long: at most {max:number} characters.',
  coverInvalid: 'This cover was not uploaded here: upload the image again.',
  republish: 'Republish',
  publishQuestion: 'Publish "{name:string}"? The app shows it to everyone at once.',
  unpublishQuestion: 'Take "{name:string}" down? The app stops showing it; you can publish it again later.',
  emptyText: 'Your company has no articles yet. Write the first one with "New article".',
} satisfies NamespaceBaseTranslation;

export default en_articles;
