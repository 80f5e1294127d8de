import { presentProvenance } from '../provenance.presenter.js';
import type { IdeaPreview } from './idea-preview.js';

/** What the preview's findings carried before their provenance: the record's or search's page, kept as a deprecated alias of source.url. */
interface UrlAlias {
  url: string;
}

export interface PresentedIdeaPreview {
  idea: string;
  domain: (NonNullable<IdeaPreview['domain']> & UrlAlias) | null;
  launches: (NonNullable<IdeaPreview['launches']> & UrlAlias) | null;
}

/** The preview as GraphQL shows it: each finding's `{ basis, source }` through the one serializer, `url` its alias. */
export function presentIdeaPreview(preview: IdeaPreview): PresentedIdeaPreview {
  const withAlias = <Finding extends NonNullable<IdeaPreview['domain'] | IdeaPreview['launches']>>(finding: Finding | null) => {
    if (!finding) return null;
    const presented = presentProvenance(finding);
    return { ...presented, url: presented.source.url ?? '' };
  };
  return { idea: preview.idea, domain: withAlias(preview.domain), launches: withAlias(preview.launches) };
}
