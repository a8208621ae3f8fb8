/**
 * What a user may do on the card screens, read once per screen from their roles
 * (contracts/permissions.ts): list and export the groups and keys, and generate groups. The
 * other actions are decided per row (useCardGroupActions, useCardKeyActions).
 */
import { CARD_ACTION_ROLES, entityPermissions, type Operation } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';

export function cardGroupPermissions(roles: readonly string[]): Record<Operation, boolean> {
  return { ...entityPermissions(roles, 'CardGroup'), add: hasAnyRole(roles, CARD_ACTION_ROLES.addCardGroup) };
}

export function cardKeyPermissions(roles: readonly string[]): Record<Operation, boolean> {
  return entityPermissions(roles, 'CardKey');
}
