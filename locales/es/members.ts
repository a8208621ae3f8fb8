// Strings of the members screens (filled per screen).
export const members = {};
