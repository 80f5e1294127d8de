import styled from '@emotion/styled';
import { GlobeIcon, TrendingIcon } from '../../components/icons.js';
import type { IdeaPreviewFindings } from './ideaPreview.js';

const Findings = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Unchecked = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What the preview measured for the typed idea, each with the record it came from; a fact whose
 * source did not answer says so instead of guessing.
 */
export function PreviewFindings({ findings }: { findings: IdeaPreviewFindings | null }) {
  const domain = findings?.domain ?? null;
  const launches = findings?.launches ?? null;
  return (
    <Findings aria-label="What we found" data-testid="idea-preview-findings">
      <li>
        <GlobeIcon size={16} aria-hidden="true" />
        {domain ? (
          <span>
            <strong>{domain.domain}</strong> is {domain.available ? 'available' : 'already registered'}.{' '}
            {/* An available name has no record: the link is the registry's answer that it found none. */}
            <a href={domain.source.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {domain.available ? 'Registry lookup' : 'Registry record'}
            </a>
          </span>
        ) : (
          <Unchecked>Domain availability: we couldn’t check just now.</Unchecked>
        )}
      </li>
      <li>
        <TrendingIcon size={16} aria-hidden="true" />
        {launches ? (
          <span>
            {launchesSentence(launches.count, launches.query, launches.showHnCount)}{' '}
            {/* No posts: nothing to see, but the search itself can be repeated with other words. */}
            <a href={launches.source.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {launches.count === 0 ? 'Search Hacker News' : 'See them on Hacker News'}
            </a>
          </span>
        ) : (
          <Unchecked>Similar launches: we couldn’t check just now.</Unchecked>
        )}
      </li>
    </Findings>
  );
}

function launchesSentence(count: number, query: string, showHnCount: number): string {
  if (count === 0) return `A Hacker News search for “${query}” found no posts.`;
  const stories = `Hacker News has ${count.toLocaleString('en-US')} ${count === 1 ? 'story' : 'stories'} about “${query}”`;
  // Show HN is counted among the stories read (the most relevant), not over all of them.
  return showHnCount > 0
    ? `${stories} (${showHnCount} Show HN ${showHnCount === 1 ? 'launch' : 'launches'} among the most relevant).`
    : `${stories}.`;
}
