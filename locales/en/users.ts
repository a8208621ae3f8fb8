// Strings of the users screens (filled per screen).
export const users = {};
