/** When a sentence is said, as a player shows it: m:ss (62:05 past the hour); '' when unknown. */
export function sentenceTimeOf(seconds: number | null): string {
  if (seconds === null) return '';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
