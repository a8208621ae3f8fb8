/**
 * What the business companies and partners screens share: their view props, the access read
 * once from the roles (entity permissions and the link action of USER_ACTION_ROLES), and the
 * "Members" row action with its drawer.
 */
import { useMemo, useState } from 'react';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import {
  entityPermissions,
  USER_ACTION_ROLES,
  type ManagedEntity,
  type Operation,
} from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import type { ListControls } from '@/components/list/ResourceListView';
import type { RowAction } from '@/components/list/RowActions';
import { MembersPanel, type MembersOwner } from './MembersPanel';
import type { MembersApi, MembershipKind } from './membership';

export interface OwnerListViewProps<Api> {
  /** Its `remove` must be silent: the screen shows a refusal in its own words. */
  api: Api;
  /** The users list and the link calls of the members drawer. */
  members: MembersApi;
  permissions: Record<Operation, boolean>;
  /** May add and remove members (USER_ACTION_ROLES). */
  canManageMembers: boolean;
  userKey?: string;
  saveFile?: (blob: Blob, fileName: string) => void;
}

/** The signed-in user's rights on the screen, decided once. */
export function useOwnerAccess(entity: ManagedEntity, linkAction: keyof typeof USER_ACTION_ROLES) {
  const { roles, userKey } = useCurrentUser();
  return useMemo(
    () => ({
      permissions: entityPermissions(roles, entity),
      canManageMembers: hasAnyRole(roles, USER_ACTION_ROLES[linkAction]),
      userKey,
    }),
    [roles, userKey, entity, linkAction],
  );
}

/** The "Members" row action and the drawer it opens (rendered among the list's extras). */
export function useMembersDrawer(kind: MembershipKind, members: MembersApi, canManage: boolean) {
  const { LL } = useI18nContext();
  const [owner, setOwner] = useState<MembersOwner | null>(null);
  const action = (target: MembersOwner): RowAction => ({
    id: 'members',
    label: LL.members.action(),
    icon: <PeopleTeamRegular />,
    run: () => setOwner(target),
  });
  const drawer = (list: ListControls) => (
    <MembersPanel
      kind={kind}
      owner={owner}
      api={members}
      canManage={canManage}
      onClose={() => setOwner(null)}
      onChanged={list.refresh}
    />
  );
  return { action, drawer };
}
