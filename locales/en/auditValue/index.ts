// The audit trail's details: what each field of a change is called, and the words for values.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_auditValue = {
  yes: 'Yes',
  no: 'No',
  none: 'None',
  empty: '(empty)',
} satisfies NamespaceBaseTranslation;

export default en_auditValue;
