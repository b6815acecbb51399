/**
 * Names for the lands a refusal speaks of, each by a point on it: the continents and the larger
 * islands people plan to ride to. A land without a name here is "an island".
 */
export const LAND_NAMES: [name: string, lat: number, lng: number][] = [
  ['the Americas', 39.7, -104.9],
  ['Europe, Asia and Africa', 48.85, 2.35],
  ['mainland Australia', -25, 134],
  ['Iceland', 64.9, -18.5],
  ['Great Britain', 52.5, -1.5],
  ['Ireland', 53.3, -8],
  ['Greenland', 72, -40],
  ['Tasmania', -42, 146.5],
  ["New Zealand's North Island", -38.5, 176],
  ["New Zealand's South Island", -43.5, 171],
  ['Vancouver Island', 49.6, -125.5],
  ['Newfoundland', 48.8, -56],
  ['Sicily', 37.5, 14.2],
  ['Sardinia', 40, 9],
  ['Corsica', 42.1, 9.1],
  ['Mallorca', 39.6, 2.9],
  ['Crete', 35.2, 24.9],
  ['Hokkaido', 43.5, 142.5],
  ['Honshu', 36, 138],
  ['Oahu', 21.45, -157.97],
  ['the Isle of Man', 54.23, -4.53],
  ['Cuba', 21.5, -79],
  ['Sri Lanka', 7.8, 80.7],
  ['Madagascar', -19, 46.7],
  ['Taiwan', 23.7, 121],
];
