/**
 * Word pools for the sample competitors' invented names: they never get a web address, and the
 * UI labels them sample data.
 */

export const NAME_ROOTS = [
  'Juniper', 'Copperleaf', 'Harborline', 'Bramble', 'Kestrel', 'Lumen', 'Marigold', 'Northwind', 'Cedarway', 'Bluefern',
  'Larkspur', 'Ember', 'Sablewood', 'Quill', 'Tidewater', 'Ashgrove', 'Brightwell', 'Fennel', 'Orchard', 'Pebble',
  'Saffron', 'Wren', 'Thistle', 'Beacon', 'Cobalt', 'Meadow', 'Alder', 'Hazel', 'Linden', 'Tandem',
];

export const PLACE_NAMES = ['Northside', 'Riverside', 'Hillcrest', 'Parkview', 'Eastgate', 'Oakridge', 'Brookside', 'Greenway', 'Millbrook', 'Lakeside', 'Elmwood', 'Southbank'];

export const SURNAMES = ['Brennan', 'Okafor', 'Lindqvist', 'Moreno', 'Whitfield', 'Nakamura', 'Abernathy', 'Castellano', 'Hughes', 'Patel', 'Duarte', 'Kowalski'];
