/**
 * IANA time zones where the on-ramp is hidden (spec section 9: mainland China, Hong Kong and Macau
 * zones), including the legacy aliases browsers may still report.
 */
export const RESTRICTED_TIME_ZONES: ReadonlySet<string> = new Set([
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
])

/** True when `timeZone` (default: the browser's, from Intl) is one of {@link RESTRICTED_TIME_ZONES}. */
export function isRestrictedTimeZone(
  timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone,
): boolean {
  return timeZone !== undefined && RESTRICTED_TIME_ZONES.has(timeZone)
}
