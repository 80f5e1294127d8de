import styled from '@emotion/styled';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 760px;
  margin: 0 auto;
`;

const Item = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(0, 5)};
  &[open] summary::after {
    transform: rotate(45deg);
  }
  p {
    padding-bottom: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Question = styled.summary`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4, 0)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &::-webkit-details-marker {
    display: none;
  }
  &::after {
    content: '+';
    flex-shrink: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
`;

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Native <details> disclosure: keyboard and screen-reader friendly without script. */
export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry.question}>
          <Question>{entry.question}</Question>
          <p>{entry.answer}</p>
        </Item>
      ))}
    </List>
  );
}
