import styled from '@emotion/styled';

/** A button that reads as an inline text link (mode toggles, back links, shortcuts). */
export const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration: underline;
  }
`;
