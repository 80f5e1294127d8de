import styled from '@emotion/styled';
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

function ToastMessage({ title, body }: { title: string; body?: string | undefined }) {
  return (
    <div>
      <Title>{title}</Title>
      {body ? <Body>{body}</Body> : null}
    </div>
  );
}

type Kind = 'success' | 'info' | 'error';

// react-toastify and its container are loaded on first use (components/Toasts.tsx); toasts raised
// before the container mounts are queued by the library and shown once it does.
// One toast at a time, and the newest wins at once: the one showing is dismissed and the new one
// shown (the container has no `limit`, whose queue made toasts wait for their predecessors).
function show(kind: Kind, title: string, body: string | undefined, options: ToastOptions | undefined): void {
  toastRequested();
  void import('react-toastify').then(({ toast }) => {
    toast.dismiss();
    toast[kind](<ToastMessage title={title} body={body} />, options);
  });
}

/**
 * Toasts with a title and an optional body (spec §8). Failures use the destructive style;
 * the container (components/Toasts.tsx) shows one at a time.
 */
export const notify = {
  success: (title: string, body?: string, options?: ToastOptions) => show('success', title, body, options),
  info: (title: string, body?: string, options?: ToastOptions) => show('info', title, body, options),
  error: (title: string, body?: string, options?: ToastOptions) => show('error', title, body, options),
};
