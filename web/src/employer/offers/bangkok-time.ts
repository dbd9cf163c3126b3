/**
 * The offer forms' date-time fields are read as Bangkok wall-clock time, whatever the browser's
 * zone: a recruiter in Tokyo scheduling "09:00" means 09:00 in Thailand, where the candidates are.
 * Thailand keeps UTC+7 all year (no daylight saving), so the offset is a constant.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** `2026-11-25T17:30` (as a datetime-local input gives it), read in Bangkok → the UTC instant. */
export function bangkokWallClockToIso(value: string): string | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}+07:00`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An instant → its Bangkok wall-clock time, to seconds, as a datetime-local input takes it. */
export function isoToBangkokWallClock(value: string | Date): string {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 19);
}
