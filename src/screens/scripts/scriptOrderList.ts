/**
 * The recommendation order as the dialog edits it (docs/scripts.md): every shown script read in
 * full, in the app's order, with the version it was read at; then moved one script at a time
 * (dragged, or Move up / Move down) until saved or read again.
 */
import type { scriptContract } from '@contracts/resources/scripts.js';
import { byShowOrder, showOrderVersion } from '@contracts/scriptOrder.js';
import type { ResourceApi } from '@/api/resources';

export interface OrderRow {
  id: number;
  name: string;
  authorNick: string;
  showOrder: number | null;
}

export interface ShownOrder {
  rows: OrderRow[];
  /** The version the order was read at: saving sends it (compare-and-set). */
  version: string;
}

const PAGE = 200;

/** Every shown script, page by page, in the order the app recommends them. */
export async function readShownOrder(api: ResourceApi<typeof scriptContract>): Promise<ShownOrder> {
  const rows: OrderRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.query({ page, size: PAGE, sort: 'showOrder,asc', status: 'shown' });
    rows.push(...answer.records.map((r) => ({ id: r.id, name: r.scriptName, authorNick: r.authorNick, showOrder: r.showOrder })));
    if (answer.records.length < PAGE || rows.length >= answer.total) break;
  }
  rows.sort(byShowOrder);
  return { rows, version: showOrderVersion(rows) };
}

export interface OrderEditing {
  read: OrderRow[];
  rows: OrderRow[];
}

export type OrderEdit = { type: 'READ'; rows: OrderRow[] } | { type: 'MOVE'; from: number; to: number };

export function orderEditing(state: OrderEditing, edit: OrderEdit): OrderEditing {
  if (edit.type === 'READ') return { read: edit.rows, rows: edit.rows };
  const { from, to } = edit;
  if (from === to || from < 0 || to < 0 || from >= state.rows.length || to >= state.rows.length) return state;
  const rows = [...state.rows];
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved!);
  return { ...state, rows };
}

/** Whether the order differs from the one read. */
export const orderChanged = (state: OrderEditing) => state.rows.some((row, index) => row.id !== state.read[index]?.id);
