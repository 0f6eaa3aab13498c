// The current time as ISO-8601 text, for what every request stamps (its log line, its execution-log
// row). Date#toISOString costs a few microseconds in a busy service; the text up to the second changes
// once a second, so it is kept and only the milliseconds are written per call.
let second = Number.NaN;
let prefix = '';

export function isoNow(ms = Date.now()): string {
  const s = Math.floor(ms / 1000);
  if (s !== second) {
    second = s;
    prefix = new Date(s * 1000).toISOString().slice(0, 20); // 2026-11-28T14:20:01.
  }
  const frac = ms - s * 1000;
  return `${prefix}${frac < 10 ? '00' : frac < 100 ? '0' : ''}${frac}Z`;
}
