/**
 * The form kit: one look for every text box, text area and select, and the pieces a
 * labelled field is made of (label, hint, error, character counter) with their ids tied
 * to the control through aria-describedby and aria-invalid. Plain markup and no
 * dependencies. The control classes are in input-classes.ts, which the home page's filters import alone.
 * The dialogs' own blocks (actions row, confirmation, thank-you) are in dialog.tsx.
 */
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export { compactInputClass, inputClass, textareaClass } from './input-classes';

/** The ids of a field's parts, from the control's id: `<id>-hint`, `<id>-error`. */
export function fieldIds(id: string) {
  return { id, hint: `${id}-hint`, error: `${id}-error` };
}

/**
 * The control's side of the wiring: its id, aria-invalid while it has an error, and
 * aria-describedby naming the parts shown (in the order given: the order they are read).
 */
export function controlA11y(id: string, { invalid, describedBy = [] }: { invalid?: boolean; describedBy?: readonly (string | false | null | undefined)[] }) {
  return {
    id,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
  };
}

interface FieldProps {
  label: ReactNode;
  /** The control's id. */
  htmlFor: string;
  /** Shows an asterisk; the control says aria-required itself. */
  required?: boolean;
  /** Beside the label, at the end of its row: a character counter, for one. */
  aside?: ReactNode;
  /** The control, then its hint, error and anything else shown under it, in reading order. */
  children: ReactNode;
  className?: string;
}

/** A labelled field: the label (and what sits beside it) above the control and what follows it. */
export function Field({ label, htmlFor, required, aside, children, className }: FieldProps) {
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        {/* The asterisk stays outside the label, so the field's name is just its label (aria-required says the rest). */}
        <span className="text-sm font-medium text-slate-800">
          <label htmlFor={htmlFor}>{label}</label>
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The small print under a control; give the control `aria-describedby` with this id. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

/**
 * A control's error under it, or nothing. `alert` announces it as it appears (a form
 * checked field by field as the person types); otherwise the control's aria-invalid and
 * aria-describedby lead to it.
 */
export function FieldError({ id, message, testId, alert }: { id: string; message: ReactNode; testId?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid={testId} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}

interface CharCountProps {
  /** The words, e.g. "12/80", from the caller's catalogue key. */
  children: ReactNode;
  length: number;
  max: number;
  id?: string;
  testId?: string;
  /** Read out as it changes (a screen reader hears the count while typing). */
  live?: boolean;
  /** Under the control, at the right, rather than beside the label. */
  below?: boolean;
}

/** How many characters of the most there are: red once over (a pasted text can be). */
export function CharCount({ children, length, max, id, testId, live, below }: CharCountProps) {
  const className = clsx('text-xs', length > max ? 'text-red-700' : 'text-slate-500', below && 'mt-1 text-right');
  const props = { id, className, 'data-testid': testId, 'aria-live': live ? ('polite' as const) : undefined };
  return below ? <p {...props}>{children}</p> : <span {...props}>{children}</span>;
}

/**
 * What went wrong with the form as a whole (the server refused, the network failed),
 * announced as it appears. `inline`: a line of red text, for a short form in a dialog;
 * otherwise a tinted box above the form's buttons.
 */
export function FormError({ message, id, testId, inline, className }: { message: ReactNode; id?: string; testId?: string; inline?: boolean; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      id={id}
      data-testid={testId}
      className={clsx(inline ? 'text-sm text-red-700' : 'rounded-md bg-red-50 px-3 py-2 text-sm text-red-800', className)}
    >
      {message}
    </p>
  );
}
