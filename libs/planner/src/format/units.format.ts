const KM_PER_MILE = 1.609344;

/** "352 miles" / "567 km": miles for the US and UK, kilometres elsewhere. */
export function formatDistance(km: number, imperial: boolean): string {
  if (imperial) {
    const miles = Math.round(km / KM_PER_MILE);
    return `${miles} ${miles === 1 ? 'mile' : 'miles'}`;
  }
  return `${Math.round(km)} km`;
}

/** "5 h 20 min", "45 min". */
export function formatDuration(minutes: number): string {
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

export function celsiusTo(unit: 'C' | 'F', celsius: number): number {
  return Math.round(unit === 'F' ? celsius * 1.8 + 32 : celsius);
}
