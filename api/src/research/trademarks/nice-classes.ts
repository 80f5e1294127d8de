/**
 * The Nice classes (international classes of goods and services) an idea's category implies, so
 * the knockout search can say which hits are in a relevant class. A trademark protects a name only
 * for its goods and services, so the same word in an unrelated class is rarely a conflict.
 *
 *   SaaS/Software     9 (downloadable software), 42 (software as a service, platforms)
 *   Mobile App        9 (downloadable apps), 42 (non-downloadable software, app platforms)
 *   E-commerce        35 (online retail store services, marketplaces), 42 (hosted shop platforms)
 *   Service Business  35 (business services), 37 (repair, cleaning), 39 (transport, delivery),
 *                     41 (education, coaching, events), 43 (food, lodging, pet boarding),
 *                     44 (medical, beauty, animal care), 45 (personal and legal services)
 *   Content/Media     9 (downloadable media), 16 (printed matter), 38 (streaming, broadcasting),
 *                     41 (entertainment, publishing online)
 *   Other, or none    no restriction: every class counts as relevant
 */
const CLASSES_BY_CATEGORY: Record<string, readonly number[]> = {
  'saas/software': [9, 42],
  'mobile app': [9, 42],
  'e-commerce': [35, 42],
  'service business': [35, 37, 39, 41, 43, 44, 45],
  'content/media': [9, 16, 38, 41],
};

/** The relevant Nice classes for a category, or null when every class is relevant (Other, unknown, none). */
export function niceClassesForCategory(category: string | null | undefined): number[] | null {
  if (!category) return null;
  const classes = CLASSES_BY_CATEGORY[category.trim().toLowerCase()];
  return classes ? [...classes] : null;
}
