import type { SeededRandom } from './seeded-random.js';

/**
 * Word pools for invented business names. Fallback competitors, trademark owners and patent
 * assignees are made up: they never get a web address, and owners read as holding companies.
 */

export const NAME_ROOTS = [
  'Juniper', 'Copperleaf', 'Harborline', 'Bramble', 'Kestrel', 'Lumen', 'Marigold', 'Northwind', 'Cedarway', 'Bluefern',
  'Larkspur', 'Ember', 'Sablewood', 'Quill', 'Tidewater', 'Ashgrove', 'Brightwell', 'Fennel', 'Orchard', 'Pebble',
  'Saffron', 'Wren', 'Thistle', 'Beacon', 'Cobalt', 'Meadow', 'Alder', 'Hazel', 'Linden', 'Tandem',
];

export const PLACE_NAMES = ['Northside', 'Riverside', 'Hillcrest', 'Parkview', 'Eastgate', 'Oakridge', 'Brookside', 'Greenway', 'Millbrook', 'Lakeside', 'Elmwood', 'Southbank'];

export const SURNAMES = ['Brennan', 'Okafor', 'Lindqvist', 'Moreno', 'Whitfield', 'Nakamura', 'Abernathy', 'Castellano', 'Hughes', 'Patel', 'Duarte', 'Kowalski'];

const OWNER_PLACES = ['Ridge', 'Brook', 'Harbor', 'Field', 'Stone', 'Gate', 'Hollow', 'Crest', 'Vale', 'Point'];

/** "Larkspur Ridge Holdings LLC": plainly a holding company, not a brand to look up. */
export function fictionalOwner(random: SeededRandom, kind: 'trademark' | 'patent'): string {
  const root = random.pick(NAME_ROOTS);
  const place = random.pick(OWNER_PLACES);
  return kind === 'patent' ? `${root} ${place} IP Holdings LLC` : `${root} ${place} Holdings LLC`;
}

/**
 * A patent number in a real format: a granted US patent ("US 10,482,913 B2") or a published
 * application ("US 2021/0187342 A1").
 */
export function patentNumber(random: SeededRandom): string {
  if (random.chance(0.6)) {
    const value = random.int(9_500_000, 11_999_999);
    return `US ${value.toLocaleString('en-US')} ${random.pick(['B1', 'B2', 'B2'])}`;
  }
  return `US ${random.int(2015, 2023)}/0${String(random.int(0, 399_999)).padStart(6, '0')} A1`;
}
