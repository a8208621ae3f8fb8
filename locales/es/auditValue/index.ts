// The audit trail's details: what each field of a change is called, and the words for values.

import type { NamespaceAuditValueTranslation } from '../../i18n-types.js';

const es_auditValue = {
  yes: 'Sí',
  no: 'No',
  none: 'Ninguno',
  empty: '(vacío)',
} satisfies NamespaceAuditValueTranslation;

export default es_auditValue;
