import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

// A grid rather than a scrolling row: on a phone the tabs wrap into two columns, none hidden off-screen.
const TabList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button<{ selected: boolean }>`
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, selected }) => (selected ? theme.colors.surface : 'transparent')};
  color: ${({ theme, selected }) => (selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ theme, selected }) => (selected ? theme.shadows.sm : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel renders. */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: items.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + items.length) % items.length;
    onSelect(items[index]!.id);
    buttons.current[index]?.focus();
  }

  const current = items[selectedIndex]!;
  return (
    <div>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={index === selectedIndex}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={index === selectedIndex ? 0 : -1}
            selected={index === selectedIndex}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel-${current.id}`} aria-labelledby={`${baseId}-tab-${current.id}`} tabIndex={0}>
        {current.content}
      </div>
    </div>
  );
}
