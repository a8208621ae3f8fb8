// The audit trail's details: what each field of a change is called, and the words for values.

import type { NamespaceAuditValueTranslation } from '../../i18n-types.js';

const zh_auditValue = {
  yes: '是',
  no: '否',
  none: '无',
  empty: '（空）',
} satisfies NamespaceAuditValueTranslation;

export default zh_auditValue;
