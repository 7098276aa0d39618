import { describe, expect, it } from 'vitest';
import { mapLink, mapServiceOf } from './mapLink';

describe('mapServiceOf', () => {
  it.each([
    ['google', 'google'],
    ['apple', 'apple'],
    ['osm', 'osm'],
    [null, 'google'],
    [undefined, 'google'],
    ['bing', 'google'],
  ] as const)('%s → %s', (setting, service) => {
    expect(mapServiceOf(setting)).toBe(service);
  });
});

describe('mapLink', () => {
  const address = 'Main Street 1, 1011 AB Amsterdam';
  it.each([
    [
      'google',
      'https://www.google.com/maps/search/?api=1&query=Main%20Street%201%2C%201011%20AB%20Amsterdam',
    ],
    ['apple', 'https://maps.apple.com/?q=Main%20Street%201%2C%201011%20AB%20Amsterdam'],
    [
      'osm',
      'https://www.openstreetmap.org/search?query=Main%20Street%201%2C%201011%20AB%20Amsterdam',
    ],
  ] as const)('%s', (service, url) => {
    expect(mapLink(service, address)).toBe(url);
  });
});
