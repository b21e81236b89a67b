/**
 * The three icons every listing card draws (the favourite heart, the verified seller's
 * badge, the missing photo), as plain SVG with their drawings built once. lucide-react
 * builds each icon's attributes afresh on every render (class lists, sizes, stroke, a
 * context read), and a page of 24 cards draws about 45 of them: a tenth of the page's
 * render on the server and of its hydration in the browser. Same drawings (lucide's, ISC
 * licence) and the same classes as the lucide components they replace.
 */
import type { ReactNode } from 'react';

function plainIcon(name: string, drawing: ReactNode) {
  const base = `lucide lucide-${name}`;
  return function PlainIcon({ className }: { className?: string }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${base} ${className}` : base}
        aria-hidden="true"
      >
        {drawing}
      </svg>
    );
  };
}

export const HeartIcon = plainIcon(
  'heart',
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);

export const BadgeCheckIcon = plainIcon(
  'badge-check',
  <>
    <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);

export const ImageOffIcon = plainIcon(
  'image-off',
  <>
    <line x1="2" x2="22" y1="2" y2="22" />
    <path d="M10.41 10.41a2 2 0 1 1-2.83-2.83" />
    <line x1="13.5" x2="6" y1="13.5" y2="21" />
    <line x1="18" x2="21" y1="12" y2="15" />
    <path d="M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" />
    <path d="M21 15V5a2 2 0 0 0-2-2H9" />
  </>,
);
