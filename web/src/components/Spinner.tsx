import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerIcon = styled.span<{ diameter?: number }>`
  display: inline-block;
  width: ${({ diameter = 20 }) => diameter}px;
  height: ${({ diameter = 20 }) => diameter}px;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.primarySoftBorder};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
  flex-shrink: 0;
`;

const Centered = styled.div<{ fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ fullScreen }) => (fullScreen ? '100vh' : '240px')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A centred spinner with a visible label ('Loading...' unless told otherwise). */
export function LoadingState({ label = 'Loading...', fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <Centered fullScreen={fullScreen} role="status" aria-live="polite">
      <SpinnerIcon diameter={32} aria-hidden="true" />
      <span>{label}</span>
    </Centered>
  );
}
