/**
 * What can be done to a card group from its row (docs/cardKeys.md, "Downloads"; docs/flows.md):
 * download its keys (the first time: asked first, as it can be done once), download them again
 * (ADMIN only, with a written reason), and disable the group with its unused keys (asked first,
 * naming the group and how many keys go with it; for good). The file is saved as
 * `card-keys-group-<id>.csv`. Every action ends the same way: the notice, the list read again and
 * focus back on the row.
 */
import { useCallback, type ReactElement } from 'react';
import { ArrowDownloadRegular, ArrowRepeatAllRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { useI18nContext } from '@locales/i18n-react';
import { CARD_REASON_MAX, downloadCardKeysForm, type CardGroupRecord, type CardKeyActor } from '@contracts/cardKeys.js';
import { CARD_ACTION_ROLES } from '@contracts/permissions.js';
import { hasAnyRole } from '@contracts/roles.js';
import type { FormValues } from '@machines/submission.machine.js';
import { cardKeysFileName, type CardGroupApi } from '@/api/cardKeys';
import { saveBlob } from '@/api/resources';
import { ReasonDialog } from '@/components/list/ReasonDialog';
import { useFlowOutcome } from '@/flow/useFlowOutcome';
import { useRecordActions, type RecordFlow } from '@/flow/useRecordActions';
import { useCount } from '@/i18n/Count';
import { useRecordForm } from '@/list/useRecordForm';
import { zodFieldErrors } from '@/list/zodFieldErrors';
import { groupNameOf } from './cardNames';

/** DOWNLOAD is the once-only download; REDOWNLOAD an admin's later one, with a reason. */
export type CardGroupEvent = 'DOWNLOAD' | 'REDOWNLOAD' | 'DISABLE';

const ICONS: Record<CardGroupEvent, ReactElement> = {
  DOWNLOAD: <ArrowDownloadRegular />,
  REDOWNLOAD: <ArrowRepeatAllRegular />,
  DISABLE: <ProhibitedRegular />,
};

/**
 * What this user may do to this group now. The lists hold only the groups the user may act on
 * (their own, or every one for ADMIN); a CREATOR never downloads twice, a disabled group's keys
 * are not downloaded, and a disabled group stays disabled.
 */
export function cardGroupEventsOf(row: CardGroupRecord, actor: CardKeyActor): CardGroupEvent[] {
  const events: CardGroupEvent[] = [];
  // A disabled group's keys never work: a file of them could only mislead a seller.
  if (row.groupStatus === 'enabled' && hasAnyRole(actor.roles, CARD_ACTION_ROLES.downloadCardKeys)) {
    if (row.downloadedAt === null) events.push('DOWNLOAD');
    else if (actor.roles.includes('ADMIN')) events.push('REDOWNLOAD');
  }
  if (row.groupStatus === 'enabled' && hasAnyRole(actor.roles, CARD_ACTION_ROLES.disableCardGroup)) events.push('DISABLE');
  return events;
}

const REASON_FIELDS = ['reason'] as const;
const reasonBody = (values: FormValues) => ({ id: Number(values.id), reason: (values.reason ?? '').trim() });
const validateReason = (values: FormValues) => zodFieldErrors(downloadCardKeysForm, reasonBody(values));

export interface CardGroupActionsOptions {
  /** Where the keys' file goes (the browser download by default). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** Told once a group's keys were saved (the generated group's notice then goes). */
  onDownloaded?: (groupId: number) => void;
}

export function useCardGroupActions(
  api: Pick<CardGroupApi, 'disable' | 'downloadKeys'>,
  actor: CardKeyActor,
  { saveFile = saveBlob, onDownloaded }: CardGroupActionsOptions = {},
) {
  const { LL, locale } = useI18nContext();
  const C = LL.cardKey;
  const count = useCount();
  const nameOf = useCallback((row: CardGroupRecord) => groupNameOf(LL, row), [LL]);
  const outcome = useFlowOutcome<CardGroupRecord, CardGroupEvent>(nameOf, (event, name) =>
    event === 'DISABLE' ? C.doneDisableGroup({ name }) : C.doneDownload({ name }),
  );
  const { finish } = outcome;
  const download = useCallback(
    async (body: { id: number; reason?: string }) => {
      saveFile(await api.downloadKeys({ ...body, lang: locale }), cardKeysFileName(body.id));
      onDownloaded?.(body.id);
    },
    [api, saveFile, onDownloaded, locale],
  );
  const downloadAgain = useCallback((values: FormValues) => download(reasonBody(values)), [download]);
  const onDownloadedAgain = useCallback(() => finish('REDOWNLOAD'), [finish]);
  const reasonForm = useRecordForm({
    fields: REASON_FIELDS,
    blank: { reason: '' },
    validate: validateReason,
    submit: downloadAgain,
    onSaved: onDownloadedAgain,
  });

  const flow: RecordFlow<CardGroupRecord, CardGroupEvent> = {
    eventsOf: (row) => cardGroupEventsOf(row, actor),
    nameOf,
    events: {
      DOWNLOAD: {
        label: C.download(),
        icon: ICONS.DOWNLOAD,
        call: (row) => download({ id: row.id }),
        question: (_row, name) => ({ title: C.downloadTitle({ name }), text: C.downloadText(), confirmLabel: C.download() }),
      },
      REDOWNLOAD: {
        label: C.downloadAgain(),
        icon: ICONS.REDOWNLOAD,
        form: (row) => reasonForm.send({ type: 'OPEN_EDIT', id: row.id, values: { id: String(row.id), reason: '' } }),
      },
      DISABLE: {
        label: C.disableGroup(),
        icon: ICONS.DISABLE,
        danger: true,
        call: (row) => api.disable(row.id),
        question: (row, name) => ({
          title: C.disableGroupTitle({ name }),
          text: C.disableGroupText({ count: count(row.unusedNum) }),
          confirmLabel: C.disableGroup(),
        }),
      },
    },
  };
  const actions = useRecordActions(outcome, flow);

  const dialogs = (
    <>
      {actions.dialog}
      <ReasonDialog
        form={reasonForm}
        title={C.redownloadTitle({ name: outcome.currentName })}
        label={C.reason()}
        hint={C.reasonHint()}
        requiredText={C.reasonRequired()}
        max={CARD_REASON_MAX}
        submitLabel={C.downloadAgain()}
      />
    </>
  );
  return { rowActions: actions.rowActions, dialogs };
}
