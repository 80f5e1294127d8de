import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './Button.js';
import { MoreIcon } from './extraIcons.js';

/** Serialised once: a list renders a menu on every row. */
const wrapper = css`
  position: relative;
  display: inline-block;
`;

const MenuList = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: ${({ theme }) => theme.zIndex.header};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const MenuButton = styled.button<{ danger?: boolean | undefined }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, danger }) => (danger ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme, danger }) => (danger ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
    outline: none;
  }
`;

export interface MenuAction {
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

/** A "more actions" button with a keyboard-usable menu (arrows, Home/End, Escape closes). */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = items.current.findIndex((item) => item === document.activeElement);
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items.current[target]?.focus();
  }

  return (
    <div css={wrapper} ref={wrapperRef}>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon size={18} />
      </Button>
      {open ? (
        <MenuList id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {actions.map((action, index) => (
            <li key={action.label} role="none">
              <MenuButton
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                danger={action.danger}
                onClick={() => {
                  setOpen(false);
                  // The chosen item goes with the menu: the focus goes back to the menu's button (a dialog the
                  // action opens then hands it back there).
                  trigger.current?.focus();
                  action.onSelect();
                }}
              >
                {action.icon}
                {action.label}
              </MenuButton>
            </li>
          ))}
        </MenuList>
      ) : null}
    </div>
  );
}
