/** `{ doctors: 6, news: 6 }` → "doctors: 6, news: 6" (the seed's log line and report). */
export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
}
