/**
 * What a namespace of the base locale (en) satisfies: typesafe-i18n's own BaseTranslation. The
 * generated one forbids, at a dictionary's top level, every key named like a namespace, which
 * many namespaces have (`activity.script`, `uploads.list`). Importing this file by relative path
 * also lets `npm run i18n` find the compiled namespace file.
 */
export type { BaseTranslation as NamespaceBaseTranslation } from 'typesafe-i18n';
