// Strings of the brands screens (filled per screen).
export const brands = {};
