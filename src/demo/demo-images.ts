/**
 * Pictures for demo listings, drawn locally: an SVG (category-coloured gradient, a
 * simple drawing of the kind of thing, a caption) rendered by sharp's librsvg. No
 * network and no font files, so seeding works offline and in CI; the generic
 * sans-serif family resolves to whatever font the system has.
 */
import sharp from 'sharp';
import { findCategory, type CategorySlug } from '../domain/taxonomy/categories';
import { chance, int, type Rng } from './random';

export const DEMO_IMAGE_WIDTH = 1200;
export const DEMO_IMAGE_HEIGHT = 900;

/** What a picture shows; several subcategories share one so a small pool covers them all. */
export type DemoImageTheme =
  | 'vehicle'
  | 'bicycle'
  | 'furniture'
  | 'electronics'
  | 'fashion'
  | 'leisure'
  | 'parcel'
  | 'home'
  | 'tools'
  | 'community'
  | 'work';

const FOR_SALE_THEMES: Readonly<Record<string, DemoImageTheme>> = {
  'cars-trucks': 'vehicle',
  motorcycles: 'vehicle',
  'auto-parts': 'vehicle',
  boats: 'vehicle',
  'rvs-campers': 'vehicle',
  bicycles: 'bicycle',
  furniture: 'furniture',
  appliances: 'furniture',
  household: 'furniture',
  antiques: 'furniture',
  'baby-kids': 'furniture',
  'farm-garden': 'furniture',
  electronics: 'electronics',
  computers: 'electronics',
  'cell-phones': 'electronics',
  'photo-video': 'electronics',
  'video-gaming': 'electronics',
  'clothing-accessories': 'fashion',
  jewelry: 'fashion',
  'health-beauty': 'fashion',
  'music-instruments': 'leisure',
  'sporting-goods': 'leisure',
  books: 'leisure',
  'toys-games': 'leisure',
  tickets: 'leisure',
  collectibles: 'leisure',
  'arts-crafts': 'leisure',
  tools: 'tools',
};

export function demoImageThemeOf(category: string, subcategory: string | null | undefined): DemoImageTheme {
  switch (category) {
    case 'for-sale':
      return (subcategory && FOR_SALE_THEMES[subcategory]) || 'parcel';
    case 'housing':
      return 'home';
    case 'services':
      return 'tools';
    case 'community':
      return 'community';
    default:
      return 'work';
  }
}

/** Tailwind 500 and 900 shades of each category colour, so pictures match the UI. */
const GRADIENTS: Readonly<Record<string, readonly [string, string]>> = {
  blue: ['#3b82f6', '#1e3a8a'],
  green: ['#22c55e', '#14532d'],
  purple: ['#a855f7', '#4c1d95'],
  orange: ['#f97316', '#7c2d12'],
  pink: ['#ec4899', '#831843'],
  yellow: ['#eab308', '#713f12'],
};

const STROKE = 'fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';
const SOLID = 'fill="#ffffff" fill-opacity="0.92"';

/** Each drawing fits a 400×300 box; the caller centres and scales it. */
const DRAWINGS: Readonly<Record<DemoImageTheme, string>> = {
  vehicle: `
    <path ${SOLID} d="M30 190 L60 120 Q70 100 95 100 L280 100 Q305 100 320 120 L360 170 L375 175 Q390 180 390 195 L390 225 L10 225 L10 205 Q10 192 30 190 Z"/>
    <path fill="#000" fill-opacity="0.25" d="M85 120 L185 120 L185 165 L65 165 Z M200 120 L285 120 L320 165 L200 165 Z"/>
    <circle cx="95" cy="228" r="38" fill="#1f2937"/><circle cx="95" cy="228" r="16" fill="#e5e7eb"/>
    <circle cx="305" cy="228" r="38" fill="#1f2937"/><circle cx="305" cy="228" r="16" fill="#e5e7eb"/>`,
  bicycle: `
    <circle cx="95" cy="200" r="75" ${STROKE}/><circle cx="305" cy="200" r="75" ${STROKE}/>
    <path ${STROKE} d="M95 200 L165 95 L270 95 L305 200 M165 95 L200 200 L270 95 M200 200 L95 200 M150 70 L190 70 M270 95 L260 60 L295 55"/>`,
  furniture: `
    <rect x="40" y="60" width="320" height="120" rx="30" ${SOLID}/>
    <rect x="10" y="130" width="80" height="120" rx="28" ${SOLID}/>
    <rect x="310" y="130" width="80" height="120" rx="28" ${SOLID}/>
    <rect x="70" y="170" width="260" height="70" rx="16" fill="#ffffff" fill-opacity="0.75"/>
    <path ${STROKE} d="M50 255 L50 285 M350 255 L350 285"/>`,
  electronics: `
    <rect x="30" y="20" width="300" height="200" rx="18" ${SOLID}/>
    <rect x="50" y="40" width="260" height="160" rx="6" fill="#0f172a" fill-opacity="0.55"/>
    <path ${STROKE} d="M180 225 L180 265 M120 275 L240 275"/>
    <rect x="290" y="110" width="90" height="170" rx="16" fill="#ffffff"/>
    <rect x="302" y="126" width="66" height="126" rx="4" fill="#0f172a" fill-opacity="0.55"/>`,
  fashion: `
    <path ${SOLID} d="M140 30 Q200 70 260 30 L360 80 L320 150 L285 135 L285 280 L115 280 L115 135 L80 150 L40 80 Z"/>
    <path fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="8" d="M140 30 Q200 90 260 30"/>`,
  leisure: `
    <ellipse cx="150" cy="210" rx="95" ry="80" ${SOLID}/>
    <ellipse cx="150" cy="130" rx="65" ry="55" ${SOLID}/>
    <circle cx="150" cy="190" r="26" fill="#000" fill-opacity="0.3"/>
    <path ${STROKE} d="M175 150 L330 20"/>
    <circle cx="320" cy="220" r="55" ${STROKE}/>
    <path ${STROKE} d="M268 205 Q320 245 372 205 M320 165 L320 275"/>`,
  parcel: `
    <path ${SOLID} d="M60 100 L200 40 L340 100 L340 250 L200 300 L60 250 Z"/>
    <path fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="10" stroke-linejoin="round" d="M60 100 L200 160 L340 100 M200 160 L200 300 M130 70 L270 130"/>`,
  home: `
    <path ${SOLID} d="M200 10 L380 150 L340 150 L340 290 L60 290 L60 150 L20 150 Z"/>
    <rect x="165" y="195" width="70" height="95" rx="6" fill="#000" fill-opacity="0.3"/>
    <rect x="95" y="175" width="50" height="50" rx="4" fill="#000" fill-opacity="0.25"/>
    <rect x="255" y="175" width="50" height="50" rx="4" fill="#000" fill-opacity="0.25"/>
    <rect x="280" y="40" width="36" height="70" fill="#ffffff"/>`,
  tools: `
    <mask id="wrench-jaw"><rect x="-100" y="-100" width="600" height="500" fill="#fff"/><rect x="318" y="128" width="90" height="44" fill="#000"/></mask>
    <g transform="rotate(-35 200 150)" mask="url(#wrench-jaw)">
      <rect x="40" y="128" width="260" height="44" rx="22" ${SOLID}/><circle cx="318" cy="150" r="62" ${SOLID}/>
    </g>
    <g transform="rotate(40 200 150)">
      <rect x="40" y="130" width="120" height="40" rx="16" fill="#1f2937" fill-opacity="0.85"/>
      <rect x="160" y="142" width="190" height="16" rx="4" fill="#e5e7eb"/>
    </g>`,
  community: `
    <circle cx="200" cy="80" r="48" ${SOLID}/><path ${SOLID} d="M120 280 Q120 150 200 150 Q280 150 280 280 Z"/>
    <circle cx="85" cy="120" r="38" fill="#ffffff" fill-opacity="0.7"/><path fill="#ffffff" fill-opacity="0.7" d="M20 285 Q20 180 85 180 Q150 180 150 285 Z"/>
    <circle cx="315" cy="120" r="38" fill="#ffffff" fill-opacity="0.7"/><path fill="#ffffff" fill-opacity="0.7" d="M250 285 Q250 180 315 180 Q380 180 380 285 Z"/>`,
  work: `
    <rect x="30" y="90" width="340" height="190" rx="24" ${SOLID}/>
    <path ${STROKE} d="M145 90 L145 60 Q145 40 165 40 L235 40 Q255 40 255 60 L255 90"/>
    <path fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="10" d="M30 170 Q200 205 370 170"/>
    <rect x="180" y="165" width="40" height="40" rx="8" fill="#1f2937"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The first words of a title that fit on one line of the caption. */
export function captionOf(title: string, maxChars = 26): string {
  const words = title.split(/\s+/).filter(Boolean);
  let caption = '';
  for (const word of words.slice(0, 4)) {
    const next = caption ? `${caption} ${word}` : word;
    if (next.length > maxChars) break;
    caption = next;
  }
  return (caption || title.slice(0, maxChars)).replace(/[,–-]+$/, '').trim();
}

export interface DemoImageSubject {
  title: string;
  category: CategorySlug | string;
  subcategory?: string | null;
  /** Overrides the theme derived from category and subcategory (the seeder's shared pictures). */
  theme?: DemoImageTheme;
}

/** Builds the SVG; separate from rendering so tests can read it. */
export function demoImageSvg(rng: Rng, subject: DemoImageSubject): string {
  const colour = findCategory(subject.category)?.colour ?? 'blue';
  const [light, dark] = GRADIENTS[colour] ?? ['#3b82f6', '#1e3a8a'];
  const theme = subject.theme ?? demoImageThemeOf(subject.category, subject.subcategory);
  // Small random changes make the pool's pictures of one theme look like different photos.
  const angle = int(rng, 0, 90);
  const tilt = int(rng, -6, 6);
  const scale = 1.15 + rng() * 0.3;
  const offsetX = int(rng, -60, 60);
  const bubbles = Array.from({ length: int(rng, 4, 8) }, () => {
    const r = int(rng, 40, 180);
    return `<circle cx="${int(rng, 0, DEMO_IMAGE_WIDTH)}" cy="${int(rng, 0, DEMO_IMAGE_HEIGHT)}" r="${r}" fill="#ffffff" fill-opacity="${(0.04 + rng() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const stripes = chance(rng, 0.5)
    ? `<path d="M0 ${int(rng, 500, 700)} Q600 ${int(rng, 450, 750)} 1200 ${int(rng, 500, 700)} L1200 900 L0 900 Z" fill="#000" fill-opacity="0.12"/>`
    : '';
  const caption = escapeXml(captionOf(subject.title));
  const drawingX = DEMO_IMAGE_WIDTH / 2 + offsetX - 200 * scale;
  const drawingY = 360 - 150 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.4" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  ${bubbles}
  ${stripes}
  <ellipse cx="${DEMO_IMAGE_WIDTH / 2 + offsetX}" cy="380" rx="420" ry="300" fill="url(#glow)"/>
  <g transform="translate(${drawingX.toFixed(1)} ${drawingY.toFixed(1)}) rotate(${tilt} ${200 * scale} ${150 * scale}) scale(${scale.toFixed(3)})">${DRAWINGS[theme]}</g>
  <rect x="0" y="730" width="${DEMO_IMAGE_WIDTH}" height="170" fill="#000" fill-opacity="0.28"/>
  <text x="${DEMO_IMAGE_WIDTH / 2}" y="835" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="68" fill="#ffffff">${caption}</text>
</svg>`;
}

/** A 1200×900 JPEG picture for a demo listing, like a photo a seller would upload. */
export async function createDemoImage(rng: Rng, subject: DemoImageSubject): Promise<Buffer> {
  const svg = demoImageSvg(rng, subject);
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

