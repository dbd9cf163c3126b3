/**
 * Thailand's clock, which the date rules count in: ages and ongoing jobs up to today, an offer's
 * scheduled days, the 09:00 company digest. Bangkok keeps UTC+7 all year (no daylight saving), so
 * a Bangkok date is a fixed shift of UTC and needs no time-zone database.
 */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';

const OFFSET = '+07:00';
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** The date in Bangkok at `now`, as YYYY-MM-DD. */
export const bangkokToday = (now = new Date()) => new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Bangkok date (YYYY-MM-DD) shows `time` (HH:MM) on Bangkok clocks; midnight by default. */
export const bangkokTime = (isoDate: string, time = '00:00') => new Date(`${isoDate}T${time}:00${OFFSET}`);
