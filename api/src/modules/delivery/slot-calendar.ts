// A slot's times of day: minutes since midnight in the database, `HH:MM` in JSON. Dates
// and instants in the shop's time zone are lib/shop-calendar.ts.

/** Minutes since midnight of `HH:MM`, and back. */
export const minutesOf = (clock: string) => {
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
