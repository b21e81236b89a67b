/**
 * The look of every dialog of ours: a scrollable overlay (tall forms scroll on a
 * phone), a white panel, its title, an optional description and a close button. Use
 * inside `<Dialog.Root>`. Below it, the blocks our dialogs share: the actions row, the
 * thank-you after sending, and the "are you sure?" dialog; the form fields are in field.tsx.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

interface DialogPanelProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Passed to the panel, e.g. a test id. */
  testId?: string;
  /** Radix refuses to close while something is pending, e.g. an upload. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onPointerDownOutside?: (event: Event) => void;
  /** Where focus goes on closing, for a dialog opened without a Dialog.Trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function DialogPanel({ title, description, children, size = 'md', testId, onEscapeKeyDown, onPointerDownOutside, onCloseAutoFocus }: DialogPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-start overflow-y-auto bg-slate-900/50 px-2 py-4 sm:place-items-center sm:px-4 sm:py-8">
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={onEscapeKeyDown}
          onPointerDownOutside={onPointerDownOutside}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx('relative w-full rounded-xl bg-white p-4 shadow-xl outline-none sm:p-6', WIDTHS[size])}
        >
          <Dialog.Title className="pr-10 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-1 pr-6 text-sm text-slate-600">{description}</Dialog.Description>}
          <Dialog.Close
            aria-label={t('toast.close')}
            className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Overlay>
    </Dialog.Portal>
  );
}

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

/** A dialog's buttons: right-aligned in a row, stacked on a phone with the main one on top. */
export function DialogActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>;
}

/** What a dialog's form shows once it has been sent: a title, a sentence and a close button. */
export function DialogDone({ title, body, icon, closeLabel, onClose, testId }: { title: ReactNode; body: ReactNode; icon?: ReactNode; closeLabel: string; onClose: () => void; testId?: string }) {
  return (
    <div className="space-y-4" role="status" data-testid={testId}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {title}
      </p>
      <p className="text-sm text-slate-600">{body}</p>
      <div className="flex justify-end">
        <button type="button" className={buttonClass.primary} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: { children: ReactNode; className: string; disabled?: boolean; testId?: string };
  title: ReactNode;
  description: ReactNode;
  testId: string;
  cancelLabel: string;
  confirm: { label: ReactNode; onClick: () => void; disabled?: boolean; danger?: boolean };
  /** Shown above the buttons, e.g. why the last try failed. */
  children?: ReactNode;
}

/** "Are you sure?": a button that opens a small dialog with Cancel and the action. */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, testId, cancelLabel, confirm, children }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={trigger.className} disabled={trigger.disabled} data-testid={trigger.testId}>
        {trigger.children}
      </Dialog.Trigger>
      <DialogPanel title={title} description={description} size="sm" testId={testId}>
        {children}
        <DialogActions>
          <Dialog.Close className={buttonClass.secondary}>{cancelLabel}</Dialog.Close>
          <button type="button" className={confirm.danger ? buttonClass.danger : buttonClass.primary} disabled={confirm.disabled} onClick={confirm.onClick}>
            {confirm.label}
          </button>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
