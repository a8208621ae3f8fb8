/**
 * The form keeps a schedule time as the browser's local `YYYY-MM-DDTHH:mm` (what date and time
 * inputs show); the server takes ISO-8601 with a zone (contracts/fields.ts isoTimeField).
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as local date-time input text ('' when missing or unreadable). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Local input text as an ISO time in UTC; a date without a time is its midnight; no date:
 * undefined. A time input set to seconds (`HH:mm:ss`, e.g. by a browser journey) keeps them.
 */
export function fromLocalInput(local: string | undefined): string | undefined {
  const [date = '', time = ''] = (local ?? '').split('T');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const parsed = new Date(`${date}T${/^\d{2}:\d{2}(:\d{2})?$/.test(time) ? time : '00:00'}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** The date and the time parts of local input text. */
export function splitLocal(local: string | undefined): { date: string; time: string } {
  const [date = '', time = ''] = (local ?? '').split('T');
  return { date, time };
}

export const joinLocal = (date: string, time: string) => (date || time ? `${date}T${time}` : '');
