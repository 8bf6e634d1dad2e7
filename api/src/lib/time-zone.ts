/** Whether `timeZone` is an IANA zone this runtime knows (Asia/Kolkata, UTC, …). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
