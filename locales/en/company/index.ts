// Strings of the business companies and partners screens and their members panel.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_company = {
  name: 'Company name',
  memberCount: 'Member count',
  createTitle: 'New business company',
  editTitle: 'Edit business company',
  nameRequired: 'Enter the company name.',
  hasMembers: 'This company still has members. Remove them under “Members” before deleting it.',
} satisfies NamespaceBaseTranslation;

export default en_company;
