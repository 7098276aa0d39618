import { describe, expect, it } from 'vitest';
import { zoneCity, zoneLabel, zoneMatches } from './timeZones';

describe('zoneLabel', () => {
  it.each([
    ['Europe/Amsterdam', 'en', 'Amsterdam · Central European Time'],
    ['Europe/Amsterdam', 'de', 'Amsterdam · Mitteleuropäische Zeit'],
    ['Europe/Amsterdam', 'nl', 'Amsterdam · Midden-Europese tijd'],
    ['America/Argentina/Buenos_Aires', 'en', 'Buenos Aires · Argentina Standard Time'],
    // An id the browser does not know: the readable id, no failure.
    ['Mars/Olympus_Mons', 'en', 'Olympus Mons'],
  ])('%s in %s reads %s', (zone, locale, label) => {
    expect(zoneLabel(zone, locale)).toBe(label);
  });

  it('starts with the place, so a cut label still names it', () => {
    expect(zoneLabel('Asia/Kolkata', 'fr').startsWith('Kolkata · ')).toBe(true);
  });
});

describe('zoneCity', () => {
  it.each([
    ['Europe/Amsterdam', 'Amsterdam'],
    ['America/North_Dakota/New_Salem', 'New Salem'],
    ['UTC', 'UTC'],
  ])('%s is %s', (zone, city) => {
    expect(zoneCity(zone)).toBe(city);
  });
});

describe('zoneMatches', () => {
  const amsterdam = { value: 'Europe/Amsterdam', label: 'Amsterdam · Central European Time' };
  const buenosAires = { value: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires · x' };
  it.each([
    [amsterdam, 'amster', true],
    [amsterdam, 'central europ', true],
    [amsterdam, 'europe/ams', true],
    [amsterdam, ' Europe/Amsterdam ', true],
    [amsterdam, 'berlin', false],
    [buenosAires, 'buenos_aires', true],
    [buenosAires, 'america/arg', true],
  ])('%o for %s: %s', (option, search, expected) => {
    expect(zoneMatches(option, search)).toBe(expected);
  });
});
