import { css, type SerializedStyles, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { themed } from './themed.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  fullWidth?: boolean | undefined;
}

const variantStyles = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.primaryContrast};
        box-shadow: ${theme.shadows.sm};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        box-shadow: ${theme.shadows.sm};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.textMuted};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.surfaceMuted};
          color: ${colors.text};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.surface};
        color: ${colors.dangerText};
        border-color: ${colors.dangerSoftBorder};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.dangerSoft};
        }
      `;
    case 'inverse':
      return css`
        background: ${colors.surface};
        color: ${colors.primaryText};
        &:hover:not(:disabled, [aria-disabled='true']) {
          background: ${colors.primarySoft};
        }
      `;
  }
};

const sizeStyles = (theme: Theme, size: ButtonSize) => {
  switch (size) {
    case 'sm':
      return css`
        padding: ${theme.space(1.5, 3)};
        font-size: ${theme.fontSizes.sm};
      `;
    case 'md':
      return css`
        padding: ${theme.space(2.5, 4)};
        font-size: ${theme.fontSizes.sm};
      `;
    case 'lg':
      return css`
        padding: ${theme.space(3, 6)};
        font-size: ${theme.fontSizes.md};
      `;
  }
};

/** Each theme's button looks, built on first use. */
const looksOf = themed(() => new Map<string, SerializedStyles>());

/** The shared look of buttons and button-like links. */
export const buttonStyles = (theme: Theme, { variant = 'primary', size = 'md', fullWidth = false }: ButtonLook) => {
  // Built once per theme and look, not per button and render (a table's rows each have one).
  const looks = looksOf(theme);
  const key = `${variant} ${size} ${fullWidth}`;
  if (!looks.has(key)) looks.set(key, buildButtonStyles(theme, variant, size, fullWidth));
  return looks.get(key)!;
};

const buildButtonStyles = (theme: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  width: ${fullWidth ? '100%' : 'auto'};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${theme.transitions.fast},
    color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};
  ${variantStyles(theme, variant)};
  ${sizeStyles(theme, size)};
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const lookProps = new Set(['variant', 'size', 'fullWidth']);
const forwardNonLook = (prop: string) => !lookProps.has(prop);

const StyledButton = styled('button', { shouldForwardProp: forwardNonLook })<ButtonLook>`
  ${({ theme, variant, size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth })}
`;

/**
 * A button; type="button" unless told otherwise, so it never submits a form by accident.
 * A button disabled while it has the focus (pressed, then busy) keeps the focus: the browser would hand a
 * disabled button's focus to the page, so it is aria-disabled instead and ignores presses (a submit button
 * submits nothing) until enabled again or left.
 */
export function Button({ type = 'button', disabled, onClick, onFocus, onBlur, ...props }: ComponentProps<typeof StyledButton>) {
  const [focused, setFocused] = useState(false);
  const keepsFocus = Boolean(disabled) && focused;
  return (
    <StyledButton
      type={type}
      disabled={disabled && !keepsFocus}
      aria-disabled={keepsFocus ? true : undefined}
      onClick={keepsFocus ? (event) => event.preventDefault() : onClick}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

/** A router link that looks like a button. */
export const ButtonLink = styled(Link, { shouldForwardProp: forwardNonLook })<ButtonLook>`
  ${({ theme, variant, size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth })}
`;

/** A plain anchor (full-page navigation or external link) that looks like a button. */
export const ButtonAnchor = styled('a', { shouldForwardProp: forwardNonLook })<ButtonLook>`
  ${({ theme, variant, size, fullWidth }) => buttonStyles(theme, { variant, size, fullWidth })}
`;
