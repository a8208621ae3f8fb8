/**
 * Links from a figure row to its chart screen (the hidden /charts routes, docs/routes.md). The chart's
 * state (scriptId, scriptName, cooperateId, cooperateName, countTime) travels in the
 * query string, so a chart survives a reload and can be shared; the screen reads the figures
 * afresh (not cached).
 */
export interface ChartSubject {
  scriptId?: number;
  scriptName?: string;
  cooperateId?: number;
  cooperateName?: string;
  countTime: string;
}

function withQuery(path: string, subject: ChartSubject): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(subject))
    if (value !== undefined) params.set(key, String(value));
  return `${path}?${params.toString()}`;
}

export const chartLinks = {
  script: (subject: ChartSubject & { scriptId: number }) =>
    withQuery('/charts/active-chart', subject),
  cooperate: (subject: ChartSubject & { cooperateId: number }) =>
    withQuery('/charts/active-cooperate-chart', subject),
  scriptCooperate: (subject: ChartSubject & { scriptId: number; cooperateId: number }) =>
    withQuery('/charts/script-active-cooperate-chart', subject),
};

/** `?scriptId=3&countTime=2026-10…` back into a subject (null fields where absent or malformed). */
export function chartSubjectOf(search: URLSearchParams): ChartSubject {
  const id = (name: string) => {
    const value = search.get(name);
    return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
  };
  const month = search.get('countTime');
  return {
    scriptId: id('scriptId'),
    scriptName: search.get('scriptName') ?? undefined,
    cooperateId: id('cooperateId'),
    cooperateName: search.get('cooperateName') ?? undefined,
    countTime: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
  };
}
