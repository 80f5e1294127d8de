import styled from '@emotion/styled';
import type { MouseEvent } from 'react';

/** The id every layout gives its <main> (with tabIndex -1, so it can take focus). */
export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.drawer + 10};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** 'Skip to content': the first focusable element of each layout, hidden until focused. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus <main> without adding #main-content to the URL (the router owns it).
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
