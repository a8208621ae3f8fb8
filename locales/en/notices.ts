// Strings of the notices screens (filled per screen).
export const notices = {};
