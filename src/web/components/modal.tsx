import { useLingui } from '@lingui/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { CloseIcon } from './icons';

export type ModalProps = {
  /** Renders nothing while false; opening mounts the dialog, closing unmounts it. */
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading, which also names it for assistive technology. */
  title: string;
  /** Optional short text that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** Focused when the dialog opens; by default the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Tailwind max width of the panel. */
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
};

const widths = {
  sm: 'w-[min(26rem,calc(100vw-2rem))]',
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(42rem,calc(100vw-2rem))]',
} as const;

/**
 * An accessible modal dialog on the native <dialog> element opened with showModal(): the page
 * behind it is inert (focus stays inside), Escape closes it, and focus returns to the element
 * that was focused before it opened.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ onClose, title, description, initialFocusRef, size = 'md', children }: ModalProps) {
  const { _ } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose, so the open/close effect runs only once per opening.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Closed by unmounting: the native close event that follows is no request of the renter's.
  const unmounted = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      unmounted.current = true;
      if (dialog.open) dialog.close();
      // Back to where the user was (the button that opened the dialog), if it is still there.
      if (previous && previous.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent decides (it unmounts the dialog), so the native close is not needed.
    event.preventDefault();
    onCloseRef.current();
  };

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box, so a click landing on the dialog itself is on the backdrop.
    if (event.target === dialogRef.current) onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClose={() => {
        if (!unmounted.current) onCloseRef.current();
      }}
      onClick={onBackdropClick}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${widths[size]} overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            aria-label={_('components.modal.close')}
            onClick={() => onCloseRef.current()}
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm leading-relaxed text-slate-700">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
