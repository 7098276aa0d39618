/** The map services a person may choose in their profile (UI setting `mapService`). */
export const MAP_SERVICES = ['google', 'apple', 'osm'] as const;
export type MapService = (typeof MAP_SERVICES)[number];

export function mapServiceOf(setting: string | null | undefined): MapService {
  return MAP_SERVICES.find((s) => s === setting) ?? 'google';
}

/** A deep link that opens the address in the chosen map service (its app, if installed). */
export function mapLink(service: MapService, address: string): string {
  const q = encodeURIComponent(address);
  switch (service) {
    case 'apple':
      return `https://maps.apple.com/?q=${q}`;
    case 'osm':
      return `https://www.openstreetmap.org/search?query=${q}`;
    default:
      return `https://www.google.com/maps/search/?api=1&query=${q}`;
  }
}
