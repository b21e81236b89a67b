/**
 * The category bar's icons as one SVG sprite (`public/category-icons.svg`), which the
 * bar's chips point into with `<use>`: nineteen icons' path data no longer ship in the
 * home page's JavaScript (ADR 009's budget) nor in every document, and the browser
 * fetches and caches them once. `npm run icons` writes the file from this table; a test
 * fails when the file and the table differ.
 */
import {
  BookOpen,
  Briefcase,
  Camera,
  Car,
  Dumbbell,
  Gamepad2,
  Gem,
  Gift,
  Guitar,
  House,
  LayoutGrid,
  SearchCheck,
  Shirt,
  ShoppingBag,
  Smartphone,
  Ticket,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CATEGORY_BAR } from '../../../domain/taxonomy/category-bar';

const ICONS: Record<string, LucideIcon> = {
  all: LayoutGrid,
  'for-sale': ShoppingBag,
  housing: House,
  jobs: Briefcase,
  services: Wrench,
  community: Users,
  gigs: Zap,
  cars: Car,
  electronics: Smartphone,
  fashion: Shirt,
  music: Guitar,
  gaming: Gamepad2,
  photography: Camera,
  sports: Dumbbell,
  books: BookOpen,
  collectibles: Gem,
  tickets: Ticket,
  free: Gift,
  wanted: SearchCheck,
};

/** The sprite: one `<symbol id="{key}">` per category bar item (a key without its own icon gets the grid). */
export function categoryIconSprite(): string {
  const symbols = CATEGORY_BAR.map((item) => {
    const Icon = ICONS[item.key] ?? LayoutGrid;
    const svg = renderToStaticMarkup(<Icon />);
    const inner = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    return `<symbol id="${item.key}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
