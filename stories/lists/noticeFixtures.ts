/**
 * In-memory activity pop-ups (stories/fixtures/resourceFixture.ts), for stories and component
 * tests: never a live server. Like the server, each answer counts a row's overlaps: the other
 * enabled pop-ups whose schedule intersects its own.
 */
import type { ActivityNoticeRecord } from '@contracts/activityNotice.js';
import { activityNoticeContract } from '@contracts/resources/masterData.js';
import { fixtureResourceApi, type FixtureOptions } from '../fixtures/resourceFixture';

export { apiError, type FixtureOptions } from '../fixtures/resourceFixture';

const day = (d: number, h = 0) => new Date(Date.UTC(2026, 4, d, h)).toISOString();

function notice(
  id: number,
  title: string,
  start: string,
  end: string,
  enabled = true,
): ActivityNoticeRecord {
  return {
    id,
    title,
    content: `${title}: details inside.`,
    imageUrl: id % 2 === 1 ? `https://cdn.example.com/notice-${id}.png` : null,
    linkUrl: id % 3 === 0 ? null : `https://example.com/events/${id}`,
    startAt: start,
    endAt: end,
    enabled,
    overlaps: 0,
    createdAt: day(1),
    updatedAt: day(1),
  };
}

/** One after another: nothing overlaps. */
export function sampleNotices(count: number): ActivityNoticeRecord[] {
  const titles = ['Spring sale', 'Double rewards', 'New levels', 'Weekend bonus', 'Login gift'];
  return Array.from({ length: count }, (_, index) =>
    notice(
      index + 1,
      `${titles[index % titles.length]} ${index + 1}`,
      day(1 + index * 3),
      day(3 + index * 3),
      index % 4 !== 3,
    ),
  );
}

/** Three pop-ups, the first two of which overlap (6–8 May). */
export const overlappingNotices = (): ActivityNoticeRecord[] => [
  notice(1, 'Spring sale', day(2), day(8)),
  notice(2, 'Double rewards', day(6), day(12)),
  notice(3, 'Login gift', day(20), day(25)),
];

export function countOverlaps(rows: ActivityNoticeRecord[]): void {
  for (const row of rows) {
    row.overlaps = rows.filter(
      (other) =>
        other.id !== row.id &&
        other.enabled &&
        other.startAt < row.endAt &&
        other.endAt > row.startAt,
    ).length;
  }
}

export function fixtureNoticeApi(options: FixtureOptions<ActivityNoticeRecord> = {}) {
  const fixture = fixtureResourceApi(activityNoticeContract, 
    {
      contains: { title: ['title', 'content'] },
      equals: ['enabled'],
      complete: () => ({ overlaps: 0 }),
    },
    { ...options, rows: options.rows ?? sampleNotices(3) },
  );
  const query = fixture.api.query;
  fixture.api.query = (params) => {
    countOverlaps(fixture.rows);
    return query(params);
  };
  return fixture;
}
