/** Word lists for reading an idea's text (key-phrase.ts): which words are what. */

const words = (text: string) => new Set(text.trim().split(/\s+/));

export const STOP = words(`
  a an the and or but nor so yet for from to of in on at by with without into onto over under about across after before
  between through during via per than then as like such this that these those there here which who whom whose what when where
  why how whether while if because although though is are was were be been being am has have had having do does did done will
  would can could should may might must shall it its they them their theirs we us our ours you your yours i me my mine he him
  his she her hers one two three four five six seven eight nine ten first second new best more most less least very just also
  only even still really much many few some any each every all both either neither other another own same etc online nearby
  anywhere everywhere anyone everyone someone something anything everything not no yes up down out off again once lot lots way
  ways thing things kind kinds type types plus around near within inside outside beyond toward towards upon among amongst
  against along time times day days today tomorrow week weeks month months year years minute minutes hour hours life world
  start starting end level levels top`);

/** Words that say what kind of thing it is, not what it is about. */
export const GENERIC = words(`
  app apps application applications platform platforms service services tool tools toolkit software solution solutions system
  systems website websites site sites marketplace marketplaces company startup business product products brand brands idea ideas
  project projects tip tips guide guides program programs programme programmes network networks hub portal portals web mobile
  saas ecommerce e-commerce store stores shop shops experience experiences option options feature features technology content
  media venture ventures concept approach model offering offerings place places`);

/** Verbs that break a noun phrase ("an app that *matches* dog owners"). */
export const VERBS = words(`
  help helps helping make makes making let lets letting allow allows allowing enable enables enabling connect connects connecting
  matches offer offers offering provide provides providing deliver delivers delivering bring brings bringing turn turns turning
  find finds finding get gets getting give gives giving send sends sending save saves saving manage manages managing build
  builds building create creates creating share shares sharing sell sells selling buy buys buying pay pays paying learn learns
  teach teaches discover discovers discovering explore explores exploring compare compares comparing organise organises
  organising organize organizes organizing grow grows growing automate automates automating simplify simplifies simplifying
  streamline streamlines streamlining improve improves improving reduce reduces reducing increase increases increasing boost
  boosts boosting support supports supporting focus focuses focusing aim aims aiming want wants wanting need needs needing love
  loves use uses using go goes going come comes coming see sees seeing look looks looking listen listens join joins joining
  include includes including combine combines combining link links linking pair pairs pairing take takes taking hold holds
  holding handle handles handling cover covers covering serve serves serving ship ships curate curates source sources choose
  chooses choosing pick picks picking stay stays staying become becomes becoming remain remains seem seems try tries trying
  receive receives receiving earn earns earning spend spends spending keep keeps keeping check checks lets gives turns works
  sold made built bought sent brought found given taken kept held grown known shown worn written paid said done`);

export const MODIFIERS = words(`
  daily weekly monthly yearly annual fresh local trusted busy smart simple easy quick fast affordable cheap premium luxury eco
  friendly sustainable organic natural handmade artisan artisanal independent small large big little great good better popular
  modern personal custom unique healthy green blue red black white gold silver pink purple orange yellow vegan free real live
  digital virtual remote private professional expert certified reliable safe secure instant seamless convenient innovative
  global urban rural neighbourhood neighborhood nearby different various full complete entire whole right perfect favourite
  favorite ideal exclusive special specialty speciality high low quality aged`);

/** Whom ideas are for (plural forms). */
export const AUDIENCE_HEADS = words(`
  owners parents moms mums dads mothers fathers students teens teenagers kids children toddlers babies families freelancers teams
  businesses restaurants cafes companies professionals people users customers clients developers engineers designers creators
  beginners seniors retirees adults women men homeowners landlords tenants renters travellers travelers tourists gamers readers
  listeners viewers fans lovers enthusiasts hobbyists athletes runners cyclists shoppers buyers sellers makers artists musicians
  writers teachers nurses doctors patients drivers commuters employees managers founders entrepreneurs startups agencies schools
  clinics gyms salons retailers marketers recruiters couples singles millennials graduates workers volunteers nonprofits
  charities households investors traders farmers bakers chefs brides baristas learners hosts guests members staff youth
  communities organisations organizations consumers adopters`);

/** "walkers" is who does it; searches name the activity ("dog walking near me"). */
export const AGENT_ACTIVITIES: Record<string, string> = {
  walker: 'walking',
  sitter: 'sitting',
  babysitter: 'babysitting',
  cleaner: 'cleaning',
  groomer: 'grooming',
  trainer: 'training',
  tutor: 'tutoring',
  photographer: 'photography',
  mover: 'moving',
  painter: 'painting',
  gardener: 'gardening',
  plumber: 'plumbing',
  landscaper: 'landscaping',
  caterer: 'catering',
  coach: 'coaching',
  consultant: 'consulting',
  translator: 'translation',
  bookkeeper: 'bookkeeping',
  accountant: 'accounting',
  therapist: 'therapy',
  editor: 'editing',
  designer: 'design',
};

/**
 * Verbs whose object names the product: "helps landlords screen tenants" → "tenant screening",
 * "an app to track expenses" → "expense tracking".
 */
export const VERB_NOUNS: Record<string, string> = {
  screen: 'screening',
  collect: 'collection',
  track: 'tracking',
  schedule: 'scheduling',
  manage: 'management',
  book: 'booking',
  plan: 'planning',
  hire: 'hiring',
  invoice: 'invoicing',
  organise: 'organising',
  organize: 'organizing',
  split: 'splitting',
  sync: 'syncing',
  share: 'sharing',
  compare: 'comparison',
  automate: 'automation',
  monitor: 'monitoring',
  recycle: 'recycling',
  rent: 'rental',
  swap: 'swapping',
  deliver: 'delivery',
  clean: 'cleaning',
  repair: 'repair',
  walk: 'walking',
  teach: 'teaching',
  cook: 'cooking',
  edit: 'editing',
  translate: 'translation',
  record: 'recording',
  analyse: 'analysis',
  analyze: 'analysis',
  budget: 'budgeting',
  insure: 'insurance',
  train: 'training',
  groom: 'grooming',
  tutor: 'tutoring',
};
/** Words after which a VERB_NOUNS word is a verb ("to track", "landlords screen"), not a noun ("meal plans"). */
export const VERB_CONTEXT = words('to that which who will can and or help helps let lets you we easily quickly');
/** Skipped between a verb and its object: "collect *the* rent". */
export const DETERMINERS = words('the a an their your his her its our my every all');

/** Heads that make a good topic on their own. */
export const PRODUCT_HEADS = words(`
  box kit crate subscription newsletter podcast blog magazine channel course class lesson tutoring coaching walking sitting
  cleaning repair repairs planning scheduling tracking booking delivery rental review reviews planner tracker journal bag
  candle coffee tea snack jewelry clothing shoe furniture game toy`);

/** Single words too vague to research on their own. */
export const WEAK_SINGLES = words(
  'city area home people work job list report update stuff matter problem issue need goal way everyday process subscription delivery membership booking rental',
);

/** Brand-style syllables in names ("PetPal", "InvoiceFlow"). */
export const BRAND_WORDS = words(
  'pal mate buddy hub ly ify go me pro plus now club hq io labs lab flow wise ify base nest spot works stack able ster zilla',
);

/** Plural words that stay plural in front of a noun ("kids clothing", "sports shoes"). */
export const PLURAL_MODIFIERS = words(
  'maths kids sports arts news goods sales savings jeans glasses clothes series analytics crafts womens mens',
);
