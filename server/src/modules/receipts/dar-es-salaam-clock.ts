/** docs/receipts.md: receipts are dated in Dar es Salaam's calendar, whatever the server's zone. */
const DAR_ES_SALAAM = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Dar_es_Salaam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `at` on Dar es Salaam's clock: the date as YYYY-MM-DD and the time as HH:MM:SS. */
export function darEsSalaamClock(at: Date): { date: string; time: string } {
  const part = Object.fromEntries(DAR_ES_SALAAM.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
  };
}
