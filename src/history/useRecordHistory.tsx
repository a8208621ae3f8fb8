/**
 * The History row action and its drawer, ready for any list whose records move through a machine.
 *
 * Who may read histories (ADMIN, AUDITOR: contracts/permissions.ts AUDIT_ROLES) is decided once,
 * by the screen, from the roles in the auth machine: `useHistoryAccess()` answers the loader for
 * them and nothing for anyone else. The screen passes that answer to its view (as
 * `recordHistory`), and the view asks `useRecordHistory(recordHistory)` for the action and the
 * drawer: without a loader there is no action and no drawer. Stories and tests pass their own.
 *
 *   const history = useRecordHistory(recordHistory);
 *   rowActions={(row) => [...mine, ...history.actions('user', row.id, row.username)]}
 *   extras={() => history.drawer}
 */
import { useCallback, useState, type ReactNode } from 'react';
import { HistoryRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import type { FlowEntity } from '@contracts/audit.js';
import { AUDIT_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import { recordHistory, type RecordHistoryLoader } from '@/api/audit';
import { useAuthSelector } from '@/auth/authContext';
import type { RowAction } from '@/components/list/RowActions';
import { RecordHistoryDrawer, type HistoryTarget } from './RecordHistoryDrawer';

/** Whether a user with these roles may read record histories (the server checks it again). */
export function mayReadHistories(roles: readonly string[]): boolean {
  return hasAnyRole(roles, AUDIT_ROLES);
}

/** The signed-in user's access to record histories: the loader, or nothing (no History action). */
export function useHistoryAccess(): RecordHistoryLoader | undefined {
  const allowed = useAuthSelector((snapshot) => mayReadHistories(snapshot.context.roles));
  return allowed ? recordHistory : undefined;
}

export interface RecordHistoryControls {
  /** Whether History is offered at all. */
  offered: boolean;
  /** The History action of one record, or none. */
  actions: (entity: FlowEntity, id: number, name: string) => RowAction[];
  /** Opens the drawer on a record. */
  open: (target: HistoryTarget) => void;
  /** The drawer (null without access); render it once on the screen. */
  drawer: ReactNode;
}

export function useRecordHistory(load: RecordHistoryLoader | undefined): RecordHistoryControls {
  const { LL } = useI18nContext();
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const label = LL.audit.history();
  const actions = useCallback(
    (entity: FlowEntity, id: number, name: string): RowAction[] =>
      load
        ? [
            {
              id: 'history',
              label,
              icon: <HistoryRegular />,
              run: () => setTarget({ entity, id, name }),
            },
          ]
        : [],
    [load, label],
  );
  const drawer = load ? <RecordHistoryDrawer target={target} load={load} onClose={close} /> : null;
  return { offered: load !== undefined, actions, open: setTarget, drawer };
}
