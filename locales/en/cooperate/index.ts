// Strings of the business companies and partners screens and their members panel.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_cooperate = {
  cooperateName: 'Partner name',
  cooperatePackage: 'Package name',
  platformMoney: 'Platform share',
  authorMoney: 'Author share',
  memberCount: 'Linked accounts',
  priceFrom: 'Shares from',
  priceFromStart: 'From the start',
  priceFromField: 'New shares apply from',
  priceFromHint: 'Months already examined or settled keep the shares they were settled at.',
  priceFromRequired: 'Choose the month the new shares apply from.',
  priceFromRange: 'Choose a month from {first:string} to {last:string}.',
  priceChangeTitle: 'Change the shares from {month:string}?',
  priceChangeAffected: 'Months not yet examined that will use the new shares: {months:string}.',
  priceChangeNone: 'No month from {month:string} on has figures yet: only the months to come will use the new shares.',
  priceChangeKept: 'Months already examined or settled that keep their shares: {months:string}.',
  priceChangeConfirm: 'Change the shares',
  priceChangeDeclined: 'Not saved. Choose another month, or keep the shares as they were.',
  createTitle: 'New partner',
  editTitle: 'Edit partner',
  nameRequired: 'Enter the partner name.',
  packageRequired: 'Enter the package name.',
  packageInvalid: 'Enter an Android package name such as com.example.app.',
  moneyRequired: 'Enter an amount.',
  moneyInvalid: 'Enter an amount of zero or more with at most two decimals, such as 12.50.',
  splitTooBig: 'Platform share plus author share must be at most {max:string}.',
  splitHint: 'Paid per settled unit. Platform share + author share may be at most {max:string}.',
  hasMembers:
    'This partner still has linked accounts. Remove them under “Members” before deleting it.',
} satisfies NamespaceBaseTranslation;

export default en_cooperate;
