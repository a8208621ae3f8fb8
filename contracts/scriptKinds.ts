/** Where a script comes from (docs/scripts.md), without the payload schemas. */
export const SCRIPT_SOURCES = ['platform', 'thirdParty'] as const;
export type ScriptSource = (typeof SCRIPT_SOURCES)[number];
