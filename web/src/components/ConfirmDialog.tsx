import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button.js';
import { MAIN_CONTENT_ID } from './SkipLink.js';

const Dialog = styled.dialog`
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * A modal confirmation (native <dialog>: focus stays inside, Escape cancels). showModal() focuses the
 * first focusable element: the first field of `children`, else Cancel. (No autoFocus: React would call
 * focus() on the closed dialog's button as the page mounts, forcing a style pass into that commit.)
 * Closing hands the focus back to the control that opened it; when that is gone (the deleted row's
 * menu), to `focusAfterClose`'s element, else to the page's main content, never to the page itself.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  confirmVariant = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  focusAfterClose,
  children,
}: {
  /** Extra content between the message and the buttons (e.g. a password field). */
  children?: ReactNode;
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Danger by default (deleting, cancelling); a choice that loses nothing is primary. */
  confirmVariant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes on closing when the control that opened the dialog is gone. */
  focusAfterClose?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  // Read when closing (the latest one given), not a reason to re-run the effect.
  const fallback = useRef(focusAfterClose);
  fallback.current = focusAfterClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      // Still inside the closed dialog or on the page: the opener was not there to take it back.
      const active = document.activeElement;
      if (!active || active === document.body || element.contains(active)) {
        (fallback.current?.() ?? document.getElementById(MAIN_CONTENT_ID))?.focus();
      }
    }
  }, [open]);

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      {children}
      <Buttons>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Buttons>
    </Dialog>
  );
}
