import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** Surfaces and small building blocks shared by every screen. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const CardDescription = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** The pale background of each tone, behind icon bubbles and badges. */
function softBackground(theme: Theme, tone: BadgeTone): string {
  return {
    neutral: theme.colors.surfaceMuted,
    primary: theme.colors.primarySoft,
    success: theme.colors.successSoft,
    warning: theme.colors.warningSoft,
    danger: theme.colors.dangerSoft,
  }[tone];
}

export const IconBubble = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, tone = 'primary' }) =>
    ({
      neutral: theme.colors.textMuted,
      primary: theme.colors.primary,
      success: theme.colors.success,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
    })[tone]};
  background: ${({ theme, tone = 'primary' }) => softBackground(theme, tone)};
`;

export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5, 2.5)};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme, tone = 'neutral' }) =>
    ({
      neutral: theme.colors.textMuted,
      primary: theme.colors.primaryText,
      success: theme.colors.successText,
      warning: theme.colors.warningText,
      danger: theme.colors.dangerText,
    })[tone]};
  background: ${({ theme, tone = 'neutral' }) => softBackground(theme, tone)};
`;

/** A boxed message: information, success or warning. */
export const Notice = styled.div<{ tone?: 'info' | 'success' | 'warning' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, tone = 'info' }) =>
      ({ info: theme.colors.primarySoftBorder, success: theme.colors.successSoftBorder, warning: theme.colors.warningSoftBorder })[tone]};
  background: ${({ theme, tone = 'info' }) =>
    ({ info: theme.colors.primarySoft, success: theme.colors.successSoft, warning: theme.colors.warningSoft })[tone]};
  color: ${({ theme, tone = 'info' }) =>
    ({ info: theme.colors.primaryText, success: theme.colors.successText, warning: theme.colors.warningText })[tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(0, 4)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(0, 8)};
  }
`;

/** Page heading block inside the signed-in layout. */
export const PageHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.textMuted};
    /* From 1024 px the toast sits top right (GlobalStyles): the subtitle wraps before its column. */
    ${({ theme }) => theme.mq.lg} {
      max-width: calc(100vw - ${({ theme }) => theme.layout.sidebarWidth} - 480px);
    }
  }
`;

/** A heading with its actions at the far end; the actions wrap under it on a narrow screen. */
export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Stack = styled.div<{ gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 4 }) => theme.space(gap)};
`;

/** The 'Most Popular' tag on top of a plan card (landing and pricing). */
export const PopularTag = styled.span`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
