/**
 * How a record is named for people (docs/audit.md): by what they know it by, never by its id
 * alone. The server writes these names into the audit trail when a change happens, so a row keeps
 * the name the record had then. Most records are named by one field (a game's name, a config's
 * name); the ones below are composed.
 */

/** Parts of a composed name: "Puzzle Kingdom Auto · 2026-02". */
export const NAME_SEPARATOR = ' · ';

/** A month's settlement: the script's (or the partner's) name and the month, `YYYY-MM`. */
export function settlementRecordName(subjectName: string, month: string): string {
  return `${subjectName}${NAME_SEPARATOR}${month}`;
}

/** A user: the username, with the nickname beside it when it says something more ("creator1 (Script Author One)"). */
export function userRecordName(username: string, nickname: string | null | undefined): string {
  const nick = (nickname ?? '').trim();
  return nick && nick.toLowerCase() !== username.toLowerCase() ? `${username} (${nick})` : username;
}

/** A game's release channel: the game and the channel ("Puzzle Kingdom · App Store"). */
export function channelRecordName(gameName: string, channelName: string): string {
  return gameName ? `${gameName}${NAME_SEPARATOR}${channelName}` : channelName;
}

/** A signing contract: the script, the company and the first month ("Puzzle Kingdom Auto · Starlight Games Ltd. · 2025-01"). */
export function signingRecordName(scriptName: string, companyName: string, startMonth: string): string {
  return [scriptName, companyName, startMonth].join(NAME_SEPARATOR);
}

/**
 * A version of a file: the script (for a script's files), the version and the file's name
 * ("Puzzle Kingdom Auto · 12 · puzzle-auto.apk", "2.4.0 · rocket-assistant.apk").
 */
export function releaseRecordName(scriptName: string | null, versionName: string, fileName: string): string {
  return [...(scriptName ? [scriptName] : []), versionName, fileName].join(NAME_SEPARATOR);
}

/** What a card group sells, as its name says it: the script's name, or `VIP` / `SVIP`. */
export function cardGoodsName(goodsKind: string, scriptName: string | null): string {
  return goodsKind === 'script' ? (scriptName ?? 'script') : goodsKind.toUpperCase();
}

/** A card group: what it sells and its number ("Puzzle Kingdom Auto · #12", "VIP · #3"). */
export function cardGroupRecordName(goodsName: string, groupId: number): string {
  return `${goodsName}${NAME_SEPARATOR}#${groupId}`;
}

/** A card key: its group and the key masked but for its last 4 ("VIP · #3 · ••••-••••-••••-AB12"). */
export function cardKeyRecordName(groupName: string, maskedKey: string): string {
  return `${groupName}${NAME_SEPARATOR}${maskedKey}`;
}
