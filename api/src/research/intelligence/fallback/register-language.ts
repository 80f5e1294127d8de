import type { Register } from './vocabulary.js';

/**
 * How each kind of business is written about: descriptions, features, competitor types, the
 * searches people make, trademark classes and patent topics. Templates use {p} (key phrase),
 * {ps} (its plural), {P}/{Ps} (display forms), {an}/{anP} (with article), {ap} (article + phrase
 * as a modifier; {Ap} capitalised), {t}/{T} (media topic; {At} with article), {a} (audience), {name};
 * see phrase-template.ts.
 */

export type KeywordIntent = 'head' | 'mid' | 'tail';
export type KeywordTemplate = [template: string, intent: KeywordIntent];

/** A strength or weakness with its topic, so one competitor is never both cheap and expensive. */
export interface Trait {
  topic: string;
  text: string;
}

export interface RegisterLanguage {
  /** First sentence of the description. */
  describe: string;
  /** Second sentence; {features} is a listing of three key features. */
  offer: string;
  revenue: string[];
  /** Who it is for, when the idea's text does not say. */
  audiences: string[];
  /** Short audiences for searches ("{p} app for families"). */
  keywordAudiences: string[];
  features: string[];
  strengths: Trait[];
  weaknesses: Trait[];
  competitorDescriptions: string[];
  /** Name patterns: {root}, {root2}, {place}, {surname}, {suffix} plus the phrase forms. */
  competitorNames: string[];
  nameSuffixes: string[];
  keywords: KeywordTemplate[];
  /** Added to the names of similar trademarks ("PetPal Go"). */
  markSuffixes: string[];
  trademarkClasses: string[];
  patents: Array<{ title: string; abstract: string }>;
  headlines: string[];
  tagline: string;
  callsToAction: string[];
  /** Advertisers pay more per click in some markets (B2B software, local services) than others. */
  cpcFactor: number;
}

const trait = (topic: string, text: string): Trait => ({ topic, text });

const saas: RegisterLanguage = {
  describe: '{name} is {P} software for {a}.',
  offer: 'It brings {features} together in one web app, so less of the work is done by hand.',
  revenue: [
    'Revenue comes from monthly subscriptions, with a free plan to get started.',
    'Revenue comes from per-seat pricing, billed monthly or yearly.',
    'Revenue comes from tiered plans priced by usage.',
  ],
  audiences: ['small and medium-sized businesses', 'freelancers and agencies', 'operations managers at growing companies', 'early-stage startups', 'remote-first teams'],
  keywordAudiences: ['small business', 'startups', 'agencies', 'teams'],
  features: ['Real-time dashboards', 'Automated reminders', 'Integrations with popular tools', 'Role-based access', 'Exportable reports', 'Webhooks for developers', 'Shared team workspaces', 'Audit logs', 'Single sign-on', 'Custom templates', '{P} insights'],
  strengths: [trait('price', 'Generous free plan'), trait('features', 'Mature feature set'), trait('integrations', 'Large integration marketplace'), trait('brand', 'Strong brand recognition'), trait('security', 'Enterprise-grade security'), trait('onboarding', 'Fast onboarding'), trait('support', 'Responsive support team'), trait('mobile', 'Solid mobile apps')],
  weaknesses: [trait('onboarding', 'Steep learning curve'), trait('price', 'Expensive at scale'), trait('design', 'Cluttered interface'), trait('features', 'Limited customisation'), trait('support', 'Slow customer support'), trait('mobile', 'Weak mobile experience'), trait('integrations', 'Few integrations'), trait('reporting', 'Basic reporting')],
  competitorDescriptions: [
    'An all-in-one {P} suite aimed at mid-sized companies.',
    'A lightweight {P} tool popular with freelancers and small teams.',
    'An enterprise {P} platform sold on annual contracts.',
    'An open-source {P} project with a paid hosted plan.',
    '{Ap} module inside a larger business software suite.',
    'A newer {P} startup competing on price and simplicity.',
    'A general project-management tool that many teams also use for {P}.',
    'A spreadsheet template business that sells ready-made {P} workbooks.',
  ],
  competitorNames: ['{root}{suffix}', '{root} {lead}', '{lead}{suffix}', '{root}{suffix}'],
  nameSuffixes: ['HQ', 'Desk', 'Stack', 'Flow', 'Base', 'Works', 'Pilot', 'Grid', 'Loop', 'Ledger', 'Sync'],
  keywords: [
    ['{p} software', 'head'], ['best {p} software', 'head'], ['{p} tool', 'head'], ['{p} platform', 'head'], ['{p} app', 'head'],
    ['{p} software pricing', 'mid'], ['{p} software for small business', 'mid'], ['free {p} software', 'mid'], ['online {p} tool', 'mid'],
    ['{p} software reviews', 'mid'], ['cloud {p} software', 'mid'], ['top {p} tools', 'mid'], ['{p} software comparison', 'mid'],
    ['{p} saas', 'mid'], ['{p} system', 'mid'], ['simple {p} software', 'mid'], ['{p} tool for teams', 'mid'], ['{p} automation', 'mid'],
    ['{p} dashboard', 'mid'], ['{p} software for {a}', 'tail'], ['{p} tool for {a}', 'tail'], ['how to choose {p} software', 'tail'],
    ['{p} software free trial', 'tail'], ['open source {p} software', 'tail'], ['{p} software alternatives', 'tail'],
    ['{p} software with api', 'tail'], ['how to automate {p}', 'tail'], ['{p} best practices', 'tail'], ['{p} software demo', 'tail'],
    ['{p} software for startups', 'tail'], ['{p} workflow', 'tail'],
  ],
  markSuffixes: ['Pro', 'Cloud', 'HQ', 'Labs', 'Suite'],
  trademarkClasses: ['Class 9 - Computer software', 'Class 42 - Software as a service', 'Class 35 - Business management'],
  patents: [
    { title: 'System and method for automated {p}', abstract: 'A server receives {p} records from client devices, applies configurable rules and schedules follow-up actions, reducing manual data entry.' },
    { title: 'Synchronising {p} data across user devices', abstract: 'Changes made on one device are merged on a central server and pushed to the other devices of the same account, resolving conflicts by edit time.' },
    { title: 'Machine-learning model for prioritising {p} tasks', abstract: 'A trained model ranks pending tasks by predicted urgency from historical outcomes and presents the highest-ranked tasks to the user first.' },
    { title: 'Role-based approval workflow for business records', abstract: 'Records pass through approval steps assigned by role; each step is logged, and overdue steps are escalated automatically.' },
  ],
  tagline: 'The {P} software made for {a}.',
  headlines: ['{name}: {P} without the busywork', '{name}: {P} that keeps up with you', '{name}: simpler {P} for busy teams'],
  callsToAction: ['Start your free trial', 'Book a demo', 'Get started free'],
  cpcFactor: 1.8,
};

const ecommerce: RegisterLanguage = {
  describe: '{name} sells {Ps} online for {a}.',
  offer: 'Customers get {features}.',
  revenue: [
    'Revenue comes from product margins, with repeat orders keeping acquisition costs down.',
    'Revenue comes from product sales, with bundles and gift sets raising the average order value.',
  ],
  audiences: ['online shoppers aged 25-45', 'gift buyers', 'eco-conscious consumers', 'busy urban households', 'people treating themselves at home'],
  keywordAudiences: ['women', 'men', 'families'],
  features: ['Hand-picked products', 'Free delivery over a minimum order', 'Gift wrapping', 'Easy returns', 'Secure one-page checkout', 'Order tracking', 'Loyalty rewards', 'Recyclable packaging', 'Personalised recommendations'],
  strengths: [trait('range', 'Wide product range'), trait('shipping', 'Fast shipping'), trait('price', 'Competitive prices'), trait('loyalty', 'Loyal repeat customers'), trait('social', 'Strong social media presence'), trait('packaging', 'Attractive packaging'), trait('reviews', 'Thousands of positive reviews')],
  weaknesses: [trait('margins', 'Thin margins'), trait('brand', 'Generic branding'), trait('returns', 'High return rates'), trait('shipping', 'Limited international shipping'), trait('quality', 'Inconsistent product quality'), trait('price', 'Premium pricing'), trait('service', 'Slow email support')],
  competitorDescriptions: [
    'A direct-to-consumer brand selling {Ps} through its own online shop.',
    'A large online retailer whose {P} range is one category among many.',
    'An independent seller offering {Ps} mainly through online marketplaces.',
    'A premium {P} brand known for gift-ready packaging.',
    'A budget {P} seller competing on price and frequent discounts.',
    'A subscription service delivering {Ps} on a monthly plan.',
    'A high-street chain that also sells {Ps} online.',
  ],
  competitorNames: ['{root} {lead} Co.', '{root} & {root2}', '{lead}{suffix}', '{root} {suffix}'],
  nameSuffixes: ['Supply', 'Parcel', 'Pantry', 'Post', 'Goods', 'Market'],
  keywords: [
    ['{ps}', 'head'], ['best {ps}', 'head'], ['buy {ps} online', 'head'], ['{ps} online', 'head'], ['{p} shop', 'head'],
    ['{p} subscription', 'mid'], ['cheap {ps}', 'mid'], ['{p} gift', 'mid'], ['{ps} delivered', 'mid'], ['{p} reviews', 'mid'],
    ['luxury {ps}', 'mid'], ['affordable {ps}', 'mid'], ['{p} deals', 'mid'], ['{p} discount code', 'mid'], ['{ps} near me', 'mid'],
    ['{p} prices', 'mid'], ['{p} store', 'mid'], ['{ps} sale', 'mid'], ['{ps} for {a}', 'tail'], ['how to choose {an}', 'tail'],
    ['where to buy {ps}', 'tail'], ['personalised {ps}', 'tail'], ['eco-friendly {ps}', 'tail'], ['{p} gift ideas', 'tail'],
    ['{ps} free shipping', 'tail'], ['{p} gift for {a}', 'tail'], ['monthly {p} subscription', 'tail'], ['{p} bundles', 'tail'],
    ['best {ps} for {a}', 'tail'],
  ],
  markSuffixes: ['Co.', 'Goods', 'Market', 'Club', 'Supply'],
  trademarkClasses: ['Class 35 - Online retail services', 'Class 39 - Delivery of goods'],
  patents: [
    { title: 'Protective shipping container for {ps}', abstract: 'A folded, recyclable container holds the contents in fitted compartments that absorb shocks in transit without plastic fillers.' },
    { title: 'System for personalising recurring product deliveries', abstract: 'Customer ratings of earlier deliveries are combined with stock levels to choose the items of the next delivery for each subscriber.' },
    { title: 'Method for forecasting demand for subscription products', abstract: 'Order history, cancellations and seasonal patterns are combined to predict the quantity of each product needed for the next delivery cycle.' },
    { title: 'Tamper-evident packaging for mailed goods', abstract: 'A seal that tears visibly when opened shows the recipient whether a parcel was opened before delivery.' },
  ],
  tagline: '{Ps} for {a}, delivered to your door.',
  headlines: ['{name}: {Ps} worth unboxing', '{name}: better {Ps}, delivered', '{name}: {Ps} chosen with care'],
  callsToAction: ['Shop now', 'Browse the range', 'Order yours today'],
  cpcFactor: 0.9,
};

const mobile: RegisterLanguage = {
  describe: '{name} is {ap} app for {a}.',
  offer: 'On iPhone and Android it offers {features}.',
  revenue: [
    'Revenue comes from a freemium model: the core app is free and a premium subscription unlocks more.',
    'Revenue comes from a monthly or yearly in-app subscription after a free trial.',
    'Revenue comes from a one-time purchase with optional in-app add-ons.',
  ],
  audiences: ['smartphone users aged 18-35', 'busy parents', 'students', 'health-conscious professionals', 'commuters in large cities'],
  keywordAudiences: ['families', 'beginners', 'students'],
  features: ['Offline mode', 'Push reminders', 'Home-screen widgets', 'Sign-in with Apple or Google', 'Progress tracking', 'Personalised suggestions', 'Dark mode', 'Sharing with friends', 'Smartwatch support'],
  strengths: [trait('rating', 'High app-store rating'), trait('design', 'Polished design'), trait('users', 'Large active user base'), trait('retention', 'Strong retention features'), trait('updates', 'Frequent updates'), trait('price', 'Generous free version')],
  weaknesses: [trait('price', 'Aggressive paywall'), trait('battery', 'Battery-hungry'), trait('ads', 'Intrusive ads'), trait('privacy', 'Privacy concerns'), trait('android', 'Android version lags behind iOS'), trait('sync', 'Unreliable sync between devices'), trait('updates', 'Rarely updated')],
  competitorDescriptions: [
    'A popular {P} app with a large free tier funded by ads.',
    'A subscription-only {P} app with a polished iPhone experience.',
    '{Ap} feature built into a larger lifestyle app.',
    'An indie {P} app with loyal users and a small team.',
    'A web-first {P} service whose mobile app came later.',
    'A newer {P} app growing quickly through social media.',
  ],
  competitorNames: ['{lead}{suffix}', '{root}', '{root}{suffix}', '{lead}{suffix}'],
  nameSuffixes: ['Mate', 'Buddy', 'Go', 'Up', 'Now', 'Pal', 'Day'],
  keywords: [
    ['{p} app', 'head'], ['best {p} app', 'head'], ['{p} apps', 'head'], ['free {p} app', 'head'],
    ['{p} app for iphone', 'mid'], ['{p} app for android', 'mid'], ['{p} app reviews', 'mid'], ['top {p} apps', 'mid'],
    ['simple {p} app', 'mid'], ['{p} app subscription', 'mid'], ['{p} app comparison', 'mid'], ['offline {p} app', 'mid'],
    ['{p} app ios', 'mid'], ['{p} app price', 'mid'], ['{p} app with reminders', 'mid'], ['{p} app for {a}', 'tail'],
    ['is there an app for {ps}', 'tail'], ['{p} app alternatives', 'tail'], ['paid vs free {p} apps', 'tail'],
    ['how to choose {ap} app', 'tail'], ['{p} app for beginners', 'tail'], ['best {p} app for {a}', 'tail'],
    ['{p} app with widgets', 'tail'], ['{p} app for families', 'tail'], ['{p} app ratings', 'tail'], ['new {p} apps', 'tail'],
  ],
  markSuffixes: ['Go', 'App', 'Plus', 'Now'],
  trademarkClasses: ['Class 9 - Downloadable mobile applications', 'Class 42 - Software as a service', 'Class 41 - Education and entertainment'],
  patents: [
    { title: 'Mobile device interface for {p}', abstract: 'A touch interface presents the next suggested action on the lock screen and records the user response with a single gesture.' },
    { title: 'Method for sending context-aware reminders on a mobile device', abstract: 'Reminders are delayed or brought forward based on location, calendar and recent activity so that they arrive when the user can act on them.' },
    { title: 'Location-based matching in a mobile application', abstract: 'Users and providers are matched by distance, availability and past ratings, and both sides are notified when a match is confirmed.' },
  ],
  tagline: 'The {P} app made for {a}.',
  headlines: ['{name}: {P} in your pocket', '{name}: {P} made simple', '{name}: the easy way to handle {P}'],
  callsToAction: ['Download the app', 'Join the waitlist', 'Get early access'],
  cpcFactor: 0.7,
};

const service: RegisterLanguage = {
  describe: '{name} is {ap} service for {a}, booked online in a few taps and delivered by a vetted local team.',
  offer: 'Customers can count on {features}.',
  revenue: [
    'Revenue comes from per-visit fees, with discounted recurring plans for regular customers.',
    'Revenue comes from hourly rates, with a small booking fee on each job.',
    'Revenue comes from monthly plans that bundle a set number of visits.',
  ],
  audiences: ['homeowners', 'busy professionals', 'local families', 'property managers', 'small local businesses'],
  keywordAudiences: ['families', 'seniors'],
  features: ['Online booking', 'Vetted professionals', 'Upfront pricing', 'Free follow-up visits', 'Flexible scheduling', 'Verified customer reviews', 'Recurring plans', 'Text updates on the day', 'Same-week availability'],
  strengths: [trait('reputation', 'Established local reputation'), trait('staff', 'Trained, insured staff'), trait('coverage', 'Broad service area'), trait('speed', 'Fast response times'), trait('referrals', 'Strong referral network'), trait('price', 'Competitive rates')],
  weaknesses: [trait('coverage', 'Hard to scale beyond one area'), trait('quality', 'Inconsistent quality between staff'), trait('price', 'Opaque pricing'), trait('booking', 'No online booking'), trait('speed', 'Long waiting lists'), trait('support', 'Slow to answer enquiries')],
  competitorDescriptions: [
    'A local {P} company covering several neighbourhoods.',
    'A national {P} franchise with standard prices across cities.',
    'A marketplace that lists independent {P} providers and takes a commission.',
    'A long-established {P} business that takes bookings by phone.',
    'A general odd-jobs app where {P} is one of many categories.',
    'A premium {P} service with membership plans.',
  ],
  competitorNames: ['{place} {short}', '{surname} {short}', '{short} {suffix}', '{place} {short} Co.'],
  nameSuffixes: ['Pros', 'Co.', 'Collective', 'Partners', 'Crew'],
  keywords: [
    ['{p} near me', 'head'], ['{p} services', 'head'], ['best {p} service', 'head'], ['{p} company', 'head'], ['local {p}', 'head'],
    ['{p} cost', 'mid'], ['{p} prices', 'mid'], ['affordable {p}', 'mid'], ['cheap {p}', 'mid'], ['professional {p}', 'mid'],
    ['{p} rates', 'mid'], ['{p} reviews', 'mid'], ['{p} booking', 'mid'], ['book {p} online', 'mid'], ['{p} quotes', 'mid'],
    ['{p} providers', 'mid'], ['{p} app', 'mid'], ['{p} for {a}', 'tail'], ['how much does {an} cost', 'tail'],
    ['how to choose {ap} service', 'tail'], ['same day {p}', 'tail'], ['{p} packages', 'tail'], ['{p} subscription', 'tail'],
    ['{p} prices per hour', 'tail'], ['trusted {p} near me', 'tail'], ['{p} in my area', 'tail'], ['best {p} service for {a}', 'tail'],
    ['{p} service reviews', 'tail'], ['weekend {p}', 'tail'],
  ],
  markSuffixes: ['Pros', 'Care', 'Express', 'Direct'],
  trademarkClasses: ['Class 35 - Business services', 'Class 45 - Personal and social services'],
  patents: [
    { title: 'System for matching customers with {p} providers', abstract: 'Requests are matched to nearby providers by skills, availability and ratings, and the first provider to accept is assigned the job.' },
    { title: 'Method for scheduling on-site service visits', abstract: 'Visits are placed in time windows that minimise travel between appointments while respecting customer preferences.' },
    { title: 'Route optimisation for mobile service workers', abstract: 'A daily route is computed for each worker from job locations, expected durations and traffic data, and updated as jobs finish early or late.' },
  ],
  tagline: '{P} for {a}, without the hassle.',
  headlines: ['{name}: {P} you can count on', '{name}: {P}, booked in minutes', '{name}: trusted local {P}'],
  callsToAction: ['Book now', 'Get a free quote', 'Check availability'],
  cpcFactor: 1.4,
};

const media: RegisterLanguage = {
  describe: '{name} is a media brand covering {P} for {a}, published as a newsletter, articles and short videos.',
  offer: 'Subscribers get {features}.',
  revenue: [
    'Revenue comes from sponsorships, with paid memberships for extra content.',
    'Revenue comes from a paid subscription after a generous free tier.',
    'Revenue comes from advertising, affiliate links and a small paid community.',
  ],
  audiences: ['curious readers', 'young professionals', 'niche hobbyist communities', 'creators and freelancers', 'people new to the topic'],
  keywordAudiences: ['beginners', 'professionals', 'students'],
  features: ['Curated reading lists', 'Members-only articles', 'Video explainers', 'A community forum', 'Expert interviews', 'A searchable archive', 'Beginner guides', 'Live Q&A sessions'],
  strengths: [trait('audience', 'Large loyal audience'), trait('voice', 'Recognised editorial voice'), trait('seo', 'Strong search rankings'), trait('revenue', 'Diverse revenue streams'), trait('community', 'Active community'), trait('frequency', 'Consistent publishing schedule')],
  weaknesses: [trait('revenue', 'Ad-dependent revenue'), trait('frequency', 'Irregular publishing'), trait('paywall', 'Paywall friction'), trait('design', 'Dated website'), trait('coverage', 'Narrow topic coverage'), trait('quality', 'Uneven writing quality')],
  competitorDescriptions: [
    'A long-running {T} newsletter with a large free readership.',
    '{At} podcast funded by sponsors and listener support.',
    '{At} YouTube channel with short explainer videos.',
    'A paid {T} community with courses and live sessions.',
    'A popular {T} blog that earns from affiliate links.',
    'The {T} section of a large general-news site.',
    '{At} magazine with print and digital editions.',
  ],
  competitorNames: ['The {root} {suffix}', '{root} {Ttitle}', '{root} {Ttitle} {suffix}', 'The {root} {Ttitle} Report'],
  nameSuffixes: ['Brief', 'Digest', 'Dispatch', 'Weekly', 'Roundup', 'Signal', 'Insider', 'Notes'],
  keywords: [
    ['{p} tips', 'head'], ['{p} guide', 'head'], ['{p} for beginners', 'head'], ['{p} blog', 'head'], ['{p} news', 'head'],
    ['{p} newsletter', 'mid'], ['{p} podcast', 'mid'], ['{p} ideas', 'mid'], ['{p} trends', 'mid'], ['{p} examples', 'mid'],
    ['learn {p}', 'mid'], ['{p} explained', 'mid'], ['{p} resources', 'mid'], ['{p} course', 'mid'], ['{p} videos', 'mid'],
    ['best {p} blogs', 'mid'], ['{p} magazine', 'mid'], ['{p} community', 'mid'], ['{p} for {a}', 'tail'],
    ['how to get started with {p}', 'tail'], ['what is {an}', 'tail'], ['{p} checklist', 'tail'], ['{p} best practices', 'tail'],
    ['{p} articles', 'tail'], ['{p} 101', 'tail'], ['free {p} guide', 'tail'], ['{p} step by step', 'tail'],
    ['common {p} mistakes', 'tail'], ['{p} questions', 'tail'],
  ],
  markSuffixes: ['Daily', 'Weekly', 'Media', 'Network'],
  trademarkClasses: ['Class 41 - Publishing and entertainment', 'Class 38 - Telecommunications and streaming', 'Class 16 - Printed matter'],
  patents: [
    { title: 'Method for recommending {t} content to subscribers', abstract: 'Reading history and stated interests are combined to rank new articles for each subscriber, with a share of picks reserved for unfamiliar topics.' },
    { title: 'System for measuring reader engagement with email publications', abstract: 'Scroll depth and link activity are aggregated without storing personal data, giving publishers per-section engagement figures.' },
  ],
  tagline: '{P} for {a}, in your inbox.',
  headlines: ['{name}: {P}, explained', '{name}: the best of {P} in five minutes', '{name}: {P} worth your time'],
  callsToAction: ['Subscribe free', 'Read the latest issue', 'Join the community'],
  cpcFactor: 0.5,
};

/** Media ideas named after their format ("tech newsletter"): described and searched as that format. */
export const MEDIA_FORMAT_LANGUAGE: Pick<RegisterLanguage, 'describe' | 'keywords'> = {
  describe: '{name} is {anP} for {a}.',
  keywords: [
    ['best {ps}', 'head'], ['{p}', 'head'], ['top {ps}', 'head'], ['free {ps}', 'head'],
    ['daily {p}', 'mid'], ['weekly {p}', 'mid'], ['{p} subscription', 'mid'], ['popular {ps}', 'mid'], ['{p} recommendations', 'mid'],
    ['independent {ps}', 'mid'], ['{p} archive', 'mid'], ['{p} sign up', 'mid'], ['{p} reviews', 'mid'], ['paid {ps}', 'mid'],
    ['new {ps}', 'mid'], ['{p} sponsorship', 'mid'], ['{p} for {a}', 'tail'], ['{ps} to follow', 'tail'],
    ['how to find good {ps}', 'tail'], ['short {ps}', 'tail'], ['{p} examples', 'tail'], ['{p} community', 'tail'],
    ['best {ps} for {a}', 'tail'], ['{p} advertising rates', 'tail'], ['curated {p}', 'tail'], ['{ps} for beginners', 'tail'],
    ['ad-free {ps}', 'tail'],
  ],
};

const other: RegisterLanguage = {
  describe: '{name} offers {Ps} for {a}.',
  offer: 'It stands out with {features}.',
  revenue: [
    'Revenue comes from simple monthly plans.',
    'Revenue comes from pay-as-you-go pricing, with discounts for regular customers.',
    'Revenue comes from memberships, with a free trial to get started.',
  ],
  audiences: ['early adopters', 'small business owners', 'people looking for convenience', 'local communities', 'budget-conscious buyers'],
  keywordAudiences: ['beginners', 'families', 'small businesses'],
  features: ['Simple sign-up', 'Clear pricing', 'Friendly customer support', 'Flexible plans', 'A member community', 'A mobile-friendly website', 'Online booking', 'Progress updates'],
  strengths: [trait('timing', 'Early mover in its niche'), trait('focus', 'Clear niche focus'), trait('price', 'Low prices'), trait('support', 'Friendly support'), trait('reputation', 'Good word of mouth')],
  weaknesses: [trait('funding', 'Limited funding'), trait('team', 'Small team'), trait('focus', 'Unclear positioning'), trait('reach', 'Low brand awareness'), trait('price', 'Higher prices than alternatives')],
  competitorDescriptions: [
    'An established {P} provider with a loyal customer base.',
    'A newer {P} offering competing on price.',
    'A larger company for which {P} is a side line.',
    'A community-run {P} initiative with volunteer staff.',
    'A regional {P} business expanding online.',
  ],
  competitorNames: ['{root} {short}', '{root} {short} Co.', '{root}{suffix}', '{place} {short}'],
  nameSuffixes: ['Collective', 'Works', 'Co.', 'Hub', 'Circle'],
  keywords: [
    ['{p}', 'head'], ['best {ps}', 'head'], ['{p} near me', 'head'], ['{p} online', 'head'],
    ['{p} cost', 'mid'], ['{p} ideas', 'mid'], ['{p} reviews', 'mid'], ['affordable {p}', 'mid'], ['{p} options', 'mid'],
    ['{p} guide', 'mid'], ['{p} providers', 'mid'], ['{p} app', 'mid'], ['{p} service', 'mid'], ['{p} prices', 'mid'],
    ['local {p}', 'mid'], ['cheap {p}', 'mid'], ['{p} membership', 'mid'], ['{p} community', 'mid'], ['{p} for {a}', 'tail'],
    ['what is {an}', 'tail'], ['{p} benefits', 'tail'], ['{p} tips', 'tail'], ['{p} comparison', 'tail'], ['{p} for beginners', 'tail'],
    ['{p} alternatives', 'tail'], ['{p} companies', 'tail'], ['{p} pricing', 'tail'], ['{p} questions', 'tail'],
  ],
  markSuffixes: ['Plus', 'One', 'Direct', 'Group'],
  trademarkClasses: ['Class 35 - Advertising and business', 'Class 42 - Scientific and technological services', 'Class 45 - Personal services'],
  patents: [
    { title: 'System and method for {p}', abstract: 'Requests are collected online, checked against availability and confirmed automatically, with reminders sent before each booking.' },
    { title: 'Method for allocating shared resources among members', abstract: 'Members reserve time slots under fair-use limits; unused reservations are released automatically to a waiting list.' },
  ],
  tagline: '{Ps} for {a}.',
  headlines: ['{name}: {P} made easy', '{name}: {P} for everyone', '{name}: {P} without the hassle'],
  callsToAction: ['Get started', 'Join the waitlist', 'Find out more'],
  cpcFactor: 1,
};

export const REGISTER_LANGUAGE: Record<Register, RegisterLanguage> = { saas, ecommerce, mobile, service, media, other };
