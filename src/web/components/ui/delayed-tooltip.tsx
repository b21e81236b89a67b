/**
 * A tooltip for one control, with SPEC's timing (opens after 700 ms of hover, at once
 * when another closed less than 300 ms ago, and at once on keyboard focus; Escape
 * closes it). Hand-made rather than Radix's, so pages that show one in the footer do
 * not carry a positioning library in their first load.
 */
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

export function DelayedTooltip({ content, children }: { content: ReactNode; children: (describedBy: string | undefined) => ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = (delay: number) => {
    clear();
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clear();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  useEffect(() => clear, []);

  return (
    // Pointer and focus events bubble from the control to this wrapper (React's onFocus is focusin).
    <span
      className="relative inline-flex"
      onPointerEnter={() => show(Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children(open ? id : undefined)}
      {open && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg"
        >
          {content}
          <span aria-hidden className="absolute left-1/2 top-full -translate-x-1/2 border-x-[6px] border-t-[6px] border-x-transparent border-t-slate-900" />
        </span>
      )}
    </span>
  );
}
