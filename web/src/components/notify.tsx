import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';
import { toastRequested } from './Toasts.js';

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
  margin-top: ${({ theme }) => theme.space(0.5)};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** What a toast says: a title, an optional body and an optional action under them (a link to follow). */
export interface ToastContent {
  title: string;
  body?: string | undefined;
  action?: ReactNode;
}

function ToastMessage({ title, body, action }: ToastContent) {
  return (
    <div>
      <Title>{title}</Title>
      {body ? <Body>{body}</Body> : null}
      {action ? <Action>{action}</Action> : null}
    </div>
  );
}

type Kind = 'success' | 'info' | 'error';

// react-toastify and its container are loaded on first use (components/Toasts.tsx); toasts raised
// before the container mounts are queued by the library and shown once it does.
// One toast at a time, and the newest wins at once: the one showing is dismissed and the new one
// shown (the container has no `limit`, whose queue made toasts wait for their predecessors).
export function showToast(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  toastRequested();
  void import('react-toastify').then(({ toast }) => {
    toast.dismiss();
    toast[kind](<ToastMessage {...content} />, options);
  });
}

/**
 * Toasts with a title and an optional body (spec §8). Failures use the destructive style;
 * the container (components/Toasts.tsx) shows one at a time.
 */
export const notify = {
  success: (title: string, body?: string, options?: ToastOptions) => showToast('success', { title, body }, options),
  info: (title: string, body?: string, options?: ToastOptions) => showToast('info', { title, body }, options),
  error: (title: string, body?: string, options?: ToastOptions) => showToast('error', { title, body }, options),
};
