import { REGISTER_LANGUAGE } from './register-language.js';
import type { Register } from './vocabulary.js';

/** Goods classes for what a shop sells (Nice classification), with retail (35) alongside. */
const GOODS_CLASSES: Array<[RegExp, string]> = [
  [/\b(coffee|tea|snacks?|chocolate|bakery|cookies?|spices?|sauces?|honey|bread|cereal|candy|sweets)\b/, 'Class 30 - Coffee, tea, cocoa and confectionery'],
  [/\b(wine|spirits|gin|whisky|whiskey)\b/, 'Class 33 - Wines and spirits'],
  [/\b(beer|juice|soft drinks?)\b/, 'Class 32 - Beers and soft drinks'],
  [/\b(clothing|apparel|shirts?|t-shirts?|shoes|socks|hats?|fashion|hoodies?)\b/, 'Class 25 - Clothing, footwear and headwear'],
  [/\b(skincare|cosmetics?|makeup|soaps?|shampoo|beauty)\b/, 'Class 3 - Cosmetics and toiletries'],
  [/\b(jewell?e?ry|rings?|necklaces?|bracelets?|watch(es)?)\b/, 'Class 14 - Jewellery and watches'],
  [/\b(candles?)\b/, 'Class 4 - Candles and wicks'],
  [/\b(toys?|games?|puzzles?|kits?|crafts?)\b/, 'Class 28 - Games, toys and playthings'],
  [/\b(pet food|dog food|cat food|treats)\b/, 'Class 31 - Animal foodstuffs'],
  [/\b(books?|prints?|cards?|stationery|posters?|notebooks?)\b/, 'Class 16 - Paper goods and printed matter'],
  [/\b(furniture|decor)\b/, 'Class 20 - Furniture and furnishings'],
  [/\b(groceries|grocery|fruit|vegetables?|meals?)\b/, 'Class 29 - Prepared foods'],
];

const SERVICE_CLASSES: Array<[RegExp, string]> = [
  [/\b(repairs?|cleaning|plumbing|installation|handyman|painting|renovation)\b/, 'Class 37 - Building, repair and cleaning services'],
  [/\b(tutoring|coaching|lessons?|classes|training|education|courses?)\b/, 'Class 41 - Education and training'],
  [/\b(salon|massage|beauty|therapy|grooming|health|wellness)\b/, 'Class 44 - Medical, beauty and grooming services'],
  [/\b(moving|removals?|storage|courier)\b/, 'Class 39 - Transport and storage'],
  [/\b(catering|meals?|chefs?|cooking)\b/, 'Class 43 - Food and drink services'],
  [/\b(photography|events?|weddings?)\b/, 'Class 41 - Photography and event services'],
];

/** The trademark classes that fit an idea: what the register covers, sharpened by the key phrase. */
export function trademarkClassesFor(register: Register, text: string): string[] {
  const base = REGISTER_LANGUAGE[register].trademarkClasses;
  const table = register === 'ecommerce' ? GOODS_CLASSES : register === 'service' ? SERVICE_CLASSES : [];
  const specific = table.find(([pattern]) => pattern.test(text))?.[1];
  return specific ? [specific, base[0]!] : base;
}
