/** Word pools for the fallback generator, per spec §3 category. */

export const CATEGORIES = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'] as const;

export interface CategoryVocabulary {
  /** What the product is called in copy ("platform", "store", ...). */
  noun: string;
  /** What kind of business it is, with its article ("a software platform"). */
  kind: string;
  audiences: string[];
  features: string[];
  strengths: string[];
  weaknesses: string[];
  keywordSuffixes: string[];
  trademarkClasses: string[];
}

const SOFTWARE_CLASSES = ['Class 9 - Computer software', 'Class 42 - Software as a service', 'Class 35 - Business management'];

export const VOCABULARY: Record<(typeof CATEGORIES)[number], CategoryVocabulary> = {
  'SaaS/Software': {
    kind: 'a software platform',
    noun: 'platform',
    audiences: ['small and medium-sized businesses', 'remote-first teams', 'operations managers at growing companies', 'freelancers and agencies', 'product and engineering teams'],
    features: ['Real-time dashboard', 'Team collaboration workspace', 'Automated workflows', 'Integrations with popular tools', 'Role-based access control', 'Usage analytics and reports', 'Public API and webhooks', 'Smart notifications'],
    strengths: ['Mature feature set', 'Large integration marketplace', 'Strong brand recognition', 'Enterprise-grade security', 'Generous free tier', 'Fast onboarding'],
    weaknesses: ['Steep learning curve', 'Expensive at scale', 'Cluttered interface', 'Limited customisation', 'Slow customer support', 'Weak mobile experience'],
    keywordSuffixes: ['software', 'tool', 'platform', 'app', 'for small business', 'pricing', 'alternative', 'integration'],
    trademarkClasses: SOFTWARE_CLASSES,
  },
  'E-commerce': {
    kind: 'an online store',
    noun: 'store',
    audiences: ['online shoppers aged 25-45', 'eco-conscious consumers', 'gift buyers', 'independent makers and brands', 'busy urban households'],
    features: ['Curated product catalogue', 'One-click checkout', 'Subscription deliveries', 'Personalised recommendations', 'Loyalty rewards', 'Order tracking', 'Easy returns'],
    strengths: ['Wide product range', 'Fast shipping', 'Competitive prices', 'Loyal customer base', 'Strong social media presence'],
    weaknesses: ['Thin margins', 'Generic branding', 'High return rates', 'Limited international shipping', 'Inconsistent product quality'],
    keywordSuffixes: ['buy online', 'shop', 'store', 'delivery', 'deals', 'subscription box', 'reviews', 'near me'],
    trademarkClasses: ['Class 35 - Retail services', 'Class 39 - Delivery of goods', 'Class 16 - Printed matter and packaging'],
  },
  'Mobile App': {
    kind: 'a mobile app',
    noun: 'app',
    audiences: ['smartphone users aged 18-35', 'busy parents', 'students', 'health-conscious professionals', 'commuters in large cities'],
    features: ['Offline mode', 'Push reminders', 'Social sharing', 'Personalised feed', 'In-app progress tracking', 'Apple and Google sign-in', 'Home-screen widgets'],
    strengths: ['High app-store rating', 'Polished design', 'Large active user base', 'Strong retention features', 'Frequent updates'],
    weaknesses: ['Aggressive paywall', 'Battery-hungry', 'Intrusive ads', 'Privacy concerns', 'Android version lags behind iOS'],
    keywordSuffixes: ['app', 'app for iphone', 'app for android', 'free app', 'tracker', 'planner', 'reviews'],
    trademarkClasses: ['Class 9 - Downloadable mobile applications', 'Class 42 - Software as a service', 'Class 41 - Education and entertainment'],
  },
  'Service Business': {
    kind: 'a service business',
    noun: 'service',
    audiences: ['homeowners', 'local small businesses', 'busy professionals', 'property managers', 'new parents'],
    features: ['Online booking', 'Vetted professionals', 'Transparent pricing', 'Satisfaction guarantee', 'Flexible scheduling', 'Customer reviews', 'Recurring plans'],
    strengths: ['Established local reputation', 'Trained staff', 'Broad service area', 'Fast response times', 'Strong referral network'],
    weaknesses: ['Hard to scale', 'Inconsistent quality across locations', 'Opaque pricing', 'Limited online presence', 'Long waiting lists'],
    keywordSuffixes: ['services', 'near me', 'cost', 'company', 'booking', 'prices', 'quotes'],
    trademarkClasses: ['Class 35 - Business services', 'Class 37 - Repair and installation', 'Class 44 - Health and beauty services'],
  },
  'Content/Media': {
    kind: 'a media brand',
    noun: 'publication',
    audiences: ['curious readers', 'niche hobbyist communities', 'young professionals', 'podcast listeners', 'creators and influencers'],
    features: ['Weekly newsletter', 'Members-only content', 'Video explainers', 'Community forum', 'Podcast series', 'Expert interviews', 'Searchable archive'],
    strengths: ['Large audience', 'Recognised editorial voice', 'Strong SEO', 'Diverse revenue streams', 'Active community'],
    weaknesses: ['Ad-dependent revenue', 'Irregular publishing', 'Paywall friction', 'Dated website', 'Narrow topic coverage'],
    keywordSuffixes: ['blog', 'news', 'podcast', 'guide', 'tips', 'newsletter', 'ideas'],
    trademarkClasses: ['Class 41 - Entertainment and publishing', 'Class 38 - Telecommunications and streaming', 'Class 16 - Printed matter'],
  },
  Other: {
    kind: 'a new venture',
    noun: 'solution',
    audiences: ['early adopters', 'small business owners', 'consumers looking for convenience', 'local communities', 'budget-conscious buyers'],
    features: ['Simple onboarding', 'Clear pricing', 'Customer support chat', 'Community marketplace', 'Progress insights', 'Mobile-friendly design'],
    strengths: ['First-mover advantage', 'Clear niche focus', 'Low prices', 'Friendly support', 'Good word of mouth'],
    weaknesses: ['Limited funding', 'Small team', 'Unclear positioning', 'Few integrations', 'Low brand awareness'],
    keywordSuffixes: ['ideas', 'solutions', 'online', 'service', 'guide', 'reviews', 'cost'],
    trademarkClasses: ['Class 35 - Advertising and business', 'Class 42 - Scientific and technological services', 'Class 45 - Personal services'],
  },
};

/** Maps free-text categories onto the vocabulary; unknown ones use "Other". */
export function vocabularyFor(category: string | null | undefined): CategoryVocabulary {
  const match = CATEGORIES.find((known) => known.toLowerCase() === (category ?? '').trim().toLowerCase());
  return VOCABULARY[match ?? 'Other'];
}

export const BRAND_PREFIXES = ['Go', 'My', 'Get', 'Smart', 'True', 'Bright', 'Next', 'Open', 'Blue', 'Prime', 'Nova', 'Swift'];
export const BRAND_SUFFIXES = ['ly', 'ify', 'Hub', 'Lab', 'Base', 'Wise', 'Stack', 'Flow', 'Nest', 'Spot', 'Works', 'io'];
export const COMPANY_FORMS = ['Inc.', 'LLC', 'Ltd.', 'GmbH', 'Corp.', 'Holdings'];
export const TRADEMARK_STATUSES = ['Active', 'Pending', 'Abandoned', 'Expired', 'Cancelled'] as const;
export const TRENDS = ['Rising', 'Stable', 'Declining'] as const;
