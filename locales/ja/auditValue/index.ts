// The audit trail's details: what each field of a change is called, and the words for values.

import type { NamespaceAuditValueTranslation } from '../../i18n-types.js';

const ja_auditValue = {
  yes: 'はい',
  no: 'いいえ',
  none: 'なし',
  empty: '（空）',
} satisfies NamespaceAuditValueTranslation;

export default ja_auditValue;
