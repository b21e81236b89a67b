/**
 * A category bar chip's icon: a `<use>` of its symbol in the sprite
 * (category-icon-sprite.tsx), drawn the way lucide draws its icons, in the text's colour.
 */
export const CATEGORY_ICON_SPRITE_FILE = '/category-icons.svg';

export function CategoryIcon({ itemKey, className }: { itemKey: string; className?: string }) {
  return (
    <svg
      className={className}
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={itemKey}
    >
      <use href={`${CATEGORY_ICON_SPRITE_FILE}#${itemKey}`} />
    </svg>
  );
}
