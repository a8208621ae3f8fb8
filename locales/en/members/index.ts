// Strings of the business companies and partners screens and their members panel.

import type { NamespaceBaseTranslation } from '../../namespaceBase.js';

const en_members = {
  action: 'Members',
  companyTitle: 'Members of {name:string}',
  cooperateTitle: 'Accounts linked to {name:string}',
  table: 'Members',
  username: 'Username',
  nickname: 'Nickname',
  status: 'Status',
  normal: 'Normal',
  disabled: 'Disabled',
  loading: 'Loading the members…',
  empty: 'No members yet.',
  add: 'Add member',
  user: 'User',
  chooseUser: 'Choose a user',
  companyCandidates: 'Users with the Business company role',
  cooperateCandidates: 'Users with the Partner role',
  noCandidates: 'No other user holds the needed role.',
  inCompany: '{user:string} (now in company #{id:number})',
  inCooperate: '{user:string} (now linked to partner #{id:number})',
  movesCompany: 'This user belongs to company #{id:number} and will be moved here.',
  movesCooperate: 'This user is linked to partner #{id:number} and will be moved here.',
  confirmAdd: 'Add',
  remove: 'Remove',
  removeLabel: 'Remove {name:string}',
  removeTitle: 'Remove this member?',
  removeText: '“{name:string}” will no longer belong to “{owner:string}”.',
  added: 'Member added.',
  removed: 'Member removed.',
  companyRoleNeeded: 'Only a user with the Business company role can be added to a company.',
  cooperateRoleNeeded: 'Only a user with the Partner role can be linked to a partner.',
  companyGone: 'This company no longer exists. Close the panel and refresh the list.',
  cooperateGone: 'This partner no longer exists. Close the panel and refresh the list.',
  userGone: 'This user no longer exists or has been deleted.',
} satisfies NamespaceBaseTranslation;

export default en_members;
