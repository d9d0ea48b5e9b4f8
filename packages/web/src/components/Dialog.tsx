import { uiTexts as ui } from '@ccnl/core';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusHome } from '../focus-home.js';
import { Icon } from './Icon.js';

/** Open dialogs, innermost last: only the innermost one takes Escape and keeps Tab inside itself. */
const stack: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** While any dialog is open, the app behind it is inert (no focus, no clicks, hidden from screen readers). */
function setBackgroundInert(inert: boolean): void {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

interface DialogProps {
  title: ReactNode;
  /** Absent: the dialog cannot be closed (no close button, Escape does nothing). */
  onClose?: () => void;
  /** Show an icon button named 'Chiudi' in the header (when the dialog has no close button of its own). */
  closeButton?: boolean;
  describedBy?: string;
  /** What gets focus on opening: this element, the dialog itself, or (default) its first control. */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  className?: string;
  testId?: string;
  /** On closing, focus the question box (a picker's next step is the question) instead of the opener. */
  returnToQuestion?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and is trapped there, Escape closes what may be closed, and focus returns
 * to where it was when the dialog goes away.
 */
export function Dialog({
  title,
  onClose,
  closeButton = false,
  describedBy,
  initialFocus,
  className,
  testId,
  returnToQuestion = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(dialog);
    setBackgroundInert(true);
    const target =
      initialFocus === 'dialog'
        ? dialog
        : (initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog);
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.closest('[inert]'),
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || !dialog.contains(document.activeElement))
      ) {
        event.preventDefault();
        last.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !dialog.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(dialog), 1);
      if (stack.length === 0) setBackgroundInert(false);
      if (returnToQuestion && focusHome()) return;
      // The opener may be gone (a menu item): the question box takes focus instead of the page.
      if (previous?.isConnected && previous !== document.body) previous.focus();
      else focusHome();
    };
  }, [initialFocus, returnToQuestion]);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it (mouse only); Escape and the buttons are the keyboard's way
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current?.();
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`dialog ${className ?? ''}`}
        data-testid={testId}
      >
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {onClose && closeButton && (
            <button type="button" className="icon-button" aria-label={ui.dialog.close} onClick={onClose}>
              <Icon name="close" />
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
