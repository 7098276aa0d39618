/**
 * Time-zone ids ("Europe/Amsterdam") made readable for people: the city first, then the
 * zone's name in the reader's language as the browser knows it ("Amsterdam · Central European
 * Time", "Amsterdam · Mitteleuropäische Zeit"). The id stays the value everywhere; only the
 * label changes. City first: at 390 px a select shows about 35 characters, and the place is
 * what the person looks for; the rest may end in an ellipsis.
 */

/** The place an id names: its last part, underscores as spaces ("Buenos_Aires"). */
export function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** The browser's generic name of the zone in `locale`, or null when it has none for it. */
function genericName(zone: string, locale: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? null;
  } catch {
    // An id this browser does not know (a profile from another system): the id itself.
    return null;
  }
}

const labels = new Map<string, string>();

/** "Amsterdam · Central European Time"; the city alone when the browser has no name. */
export function zoneLabel(zone: string, locale: string): string {
  const key = `${locale}\n${zone}`;
  const known = labels.get(key);
  if (known !== undefined) return known;
  const city = zoneCity(zone);
  const name = genericName(zone, locale);
  const label = name && name !== city ? `${city} · ${name}` : city;
  labels.set(key, label);
  return label;
}

const searchable = (text: string) => text.toLowerCase().replace(/_/g, ' ').trim();

/**
 * Whether a zone's choice matches what was typed: by its label ("amsterdam", "mitteleur")
 * or by its id, as people who know ids type them ("europe/ams", "buenos_aires").
 */
export function zoneMatches(option: { value: string; label: string }, search: string): boolean {
  const query = searchable(search);
  return searchable(option.label).includes(query) || searchable(option.value).includes(query);
}
