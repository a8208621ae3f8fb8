/**
 * Activity pop-ups (/activity-notice-admin, ADMIN): list filtered by title, enabled and start
 * date; create and edit (title, content, image and link URLs, a schedule whose end must follow
 * its start, the enabled switch), delete. Overlapping schedules show at a glance: a warning
 * badge per row and, above the table, the page's schedules on one time strip.
 */
import { useMemo } from 'react';
import { Image, Link } from '@fluentui/react-components';
import { useI18nContext } from '@locales/i18n-react';
import { activityNoticeContract } from '@contracts/resources/masterData.js';
import { entityPermissions } from '@contracts/permissions.js';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { resourceApi } from '@/api/resources';
import { idColumn, timeColumn } from '@/components/list/standardColumns';
import type { ListColumn, ListFilter } from '@/list/listColumns';
import { ResourceListView, type ResourceListViewProps } from '@/components/list/ResourceListView';
import { StatusBadge } from '@/components/list/StatusBadge';
import { NoticeFormFields } from './NoticeFormFields';
import { noticeFormOf, type ActivityNoticeApi } from './noticeForm';
import { ScheduleStrip } from './ScheduleStrip';

export interface ActivityNoticeAdminViewProps extends Pick<
  ResourceListViewProps<typeof activityNoticeContract>,
  'permissions' | 'userKey' | 'saveFile'
> {
  api: ActivityNoticeApi;
}

export function ActivityNoticeAdminView(props: ActivityNoticeAdminViewProps) {
  const { api } = props;
  const { LL } = useI18nContext();
  const N = LL.notice;
  const form = useMemo(() => noticeFormOf(api), [api]);
  const filterFields: ListFilter<typeof activityNoticeContract>[] = [
    { kind: 'text', name: 'title', label: N.title() },
    {
      kind: 'select',
      name: 'enabled',
      label: N.enabled(),
      options: [
        { value: 'true', label: N.yes() },
        { value: 'false', label: N.no() },
      ],
    },
    { kind: 'dateRange', name: 'startAt', label: N.startAt() },
  ];
  const columns: ListColumn<typeof activityNoticeContract>[] = [
    idColumn(LL.list.id()),
    { key: 'title', label: N.title(), sortable: true, hideable: false },
    {
      key: 'imageUrl',
      label: N.image(),
      render: (row) =>
        row.imageUrl ? (
          <Image
            src={row.imageUrl}
            alt={N.imageAlt({ title: row.title })}
            width={48}
            height={32}
            fit="cover"
            shape="rounded"
          />
        ) : null,
    },
    {
      key: 'linkUrl',
      label: N.link(),
      render: (row) =>
        row.linkUrl ? (
          <Link href={row.linkUrl} target="_blank" rel="noopener noreferrer">
            {row.linkUrl}
          </Link>
        ) : null,
    },
    timeColumn('startAt', N.startAt(), { sortable: true }),
    timeColumn('endAt', N.endAt(), { sortable: true }),
    {
      key: 'enabled',
      label: N.enabled(),
      sortable: true,
      render: (row) => (
        <StatusBadge
          label={row.enabled ? N.on() : N.off()}
          tone={row.enabled ? 'success' : 'subtle'}
        />
      ),
    },
    {
      key: 'overlaps',
      label: N.overlaps(),
      render: (row) =>
        row.overlaps > 0 ? (
          <StatusBadge label={N.overlapsCount({ count: row.overlaps })} tone="warning" />
        ) : (
          N.noOverlap()
        ),
    },
    timeColumn('createdAt', LL.list.createdAt(), { sortable: true }),
  ];

  return (
    <ResourceListView<typeof activityNoticeContract>
      title={LL.route.activityNoticeAdmin()}
      tableId="activityNotices"
      {...props}
      columns={columns}
      filterFields={filterFields}
      rowName={(row) => row.title}
      aboveTable={(records) => <ScheduleStrip records={records} />}
      form={{
        ...form,
        createTitle: N.createTitle(),
        editTitle: N.editTitle(),
        render: (state) => <NoticeFormFields form={state} />,
      }}
    />
  );
}

const noticeApi: ActivityNoticeApi = resourceApi(activityNoticeContract);

export default function ActivityNoticeAdminScreen() {
  const { roles, userKey } = useCurrentUser();
  const permissions = useMemo(() => entityPermissions(roles, 'ActivityNotice'), [roles]);
  return (
    <ActivityNoticeAdminView
      api={noticeApi}
      permissions={permissions}
      userKey={userKey}
    />
  );
}
