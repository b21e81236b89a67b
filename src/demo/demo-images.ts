/**
 * Pictures for demo listings, drawn locally: an SVG (category-coloured gradient and a
 * simple drawing of the very thing the ad offers: a bike, a sofa, a phone) rendered by
 * sharp's librsvg. No network, no fonts and no text, so seeding works offline and in
 * CI and a picture needs no translation.
 */
import sharp from 'sharp';
import { findCategory, type CategorySlug } from '../domain/taxonomy/categories';
import { chance, int, type Rng } from './random';

export const DEMO_IMAGE_WIDTH = 1200;
export const DEMO_IMAGE_HEIGHT = 900;

/**
 * What a picture shows: one recognisable thing. A listing gets a picture only when its
 * title says what it is (a sofa, not "furniture"); jobs, services, gigs, community posts
 * and anything we cannot draw go without, and the card shows its placeholder.
 */
export const DEMO_PICTURE_KINDS = [
  'car',
  'bike',
  'scooter',
  'sofa',
  'chair',
  'table',
  'shelf',
  'phone',
  'laptop',
  'screen',
  'headphones',
  'console',
  'camera',
  'guitar',
  'piano',
  'jacket',
  'boots',
  'books',
  'washer',
  'tent',
  'dumbbells',
  'records',
  'house',
  'apartment',
] as const;
export type DemoPictureKind = (typeof DEMO_PICTURE_KINDS)[number];

/**
 * Words that name a thing in a title, in the demo's six languages; the first kind whose
 * words match wins, so "dining table with 4 chairs" is a table, not a chair.
 */
const KIND_WORDS: ReadonlyArray<readonly [DemoPictureKind, RegExp]> = [
  ['laptop', /macbook|laptop|notebook|ノートパソコン/i],
  ['screen', /\btv\b|fernseher|televisor|téléviseur|televisore|テレビ|monitor|gaming.?pc|pc gam|ゲーミングPC/i],
  ['headphones', /headphones|kopfhörer|casque|auriculares|cuffie|ヘッドホン/i],
  ['guitar', /guitar|gitarre|guitare|chitarra|ギター|アコギ|stratocaster/i],
  ['piano', /piano|e-piano|klavier|ピアノ/i],
  ['sofa', /sofa|couch|canapé|divano|ソファ/i],
  ['table', /table|tisch|mesa|tavolo|テーブル|\bdesk|schreibtisch|bureau|escritorio|scrivania|学習机|デスク/i],
  ['chair', /chair|stuhl|sessel|chaise|fauteuil|silla|sillón|sedia|poltrona|椅子|チェア/i],
  ['shelf', /kallax|shelf|shelving|regal|étagère|estanter|scaffale|棚|ラック/i],
  ['jacket', /jacket|jacke|doudoune|chaqueta|piumino|giacca|ダウン|ジャケット|coat|mantel|manteau|abrigo|cappotto|コート/i],
  ['boots', /boots|stiefel|bottes|botas|stivali|ブーツ|sneakers|スニーカー/i],
  ['washer', /washing machine|waschmaschine|lave-linge|lavadora|lavatrice|洗濯機/i],
  ['tent', /tent\b|zelt|tente|tienda de campaña|tenda|テント/i],
  ['dumbbells', /dumbbell|kurzhantel|haltères|mancuernas|manubri|ダンベル/i],
  ['records', /vinyl|schallplatten|vinyles|レコード/i],
  ['books', /novel|textbook|harry potter|bücher|romans|novelas|romanzi|文庫本|paperback/i],
];

/** Subcategories whose every ad is the same kind of thing. */
const KIND_OF_SUBCATEGORY: Readonly<Record<string, DemoPictureKind>> = {
  'cars-trucks': 'car',
  motorcycles: 'scooter',
  bicycles: 'bike',
  'cell-phones': 'phone',
  'video-gaming': 'console',
  'photo-video': 'camera',
  books: 'books',
  apartments: 'apartment',
  rooms: 'apartment',
  sublets: 'apartment',
  houses: 'house',
  'vacation-rentals': 'house',
  'real-estate-sales': 'house',
};

/** Only these subcategories' words are read: a wanted ad or a garage sale is no picture of a thing. */
const PICTURED_BY_TITLE = new Set([
  'furniture',
  'electronics',
  'computers',
  'music-instruments',
  'clothing-accessories',
  'appliances',
  'sporting-goods',
  'collectibles',
  'antiques',
  'free-stuff',
]);

/** The drawing that shows what this listing offers, or null when none would be true to it. */
export function demoPictureOf(listing: { category: string; subcategory: string | null | undefined; title: string }): DemoPictureKind | null {
  if (listing.category !== 'for-sale' && listing.category !== 'housing') return null;
  const subcategory = listing.subcategory ?? '';
  // A drone is sold among cameras but does not look like one.
  if (subcategory === 'photo-video' && /drone|drohne|ドローン/i.test(listing.title)) return null;
  const bySubcategory = KIND_OF_SUBCATEGORY[subcategory];
  if (bySubcategory) return bySubcategory;
  if (!PICTURED_BY_TITLE.has(subcategory)) return null;
  return KIND_WORDS.find(([, words]) => words.test(listing.title))?.[0] ?? null;
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

const DARK = 'fill="#1f2937" fill-opacity="0.85"';
const SHADE = 'fill="#000" fill-opacity="0.25"';

/** Each drawing fits a 400×300 box; the caller centres and scales it. */
const DRAWINGS: Readonly<Record<DemoPictureKind, string>> = {
  car: `
    <path ${SOLID} d="M30 190 L60 120 Q70 100 95 100 L280 100 Q305 100 320 120 L360 170 L375 175 Q390 180 390 195 L390 225 L10 225 L10 205 Q10 192 30 190 Z"/>
    <path ${SHADE} d="M85 120 L185 120 L185 165 L65 165 Z M200 120 L285 120 L320 165 L200 165 Z"/>
    <circle cx="95" cy="228" r="38" fill="#1f2937"/><circle cx="95" cy="228" r="16" fill="#e5e7eb"/>
    <circle cx="305" cy="228" r="38" fill="#1f2937"/><circle cx="305" cy="228" r="16" fill="#e5e7eb"/>`,
  bike: `
    <circle cx="95" cy="200" r="75" ${STROKE}/><circle cx="305" cy="200" r="75" ${STROKE}/>
    <path ${STROKE} d="M95 200 L165 95 L270 95 L305 200 M165 95 L200 200 L270 95 M200 200 L95 200 M150 70 L190 70 M270 95 L260 60 L295 55"/>`,
  scooter: `
    <circle cx="90" cy="230" r="45" ${STROKE}/><circle cx="310" cy="230" r="45" ${STROKE}/>
    <path ${SOLID} d="M60 200 Q70 150 140 150 L250 150 Q270 150 275 175 L290 215 L110 215 Q80 215 60 200 Z"/>
    <path ${STROKE} d="M290 215 L320 60 M295 60 L350 60"/>
    <rect x="130" y="120" width="110" height="30" rx="14" ${DARK}/>`,
  sofa: `
    <rect x="40" y="60" width="320" height="120" rx="30" ${SOLID}/>
    <rect x="10" y="130" width="80" height="120" rx="28" ${SOLID}/>
    <rect x="310" y="130" width="80" height="120" rx="28" ${SOLID}/>
    <rect x="70" y="170" width="260" height="70" rx="16" fill="#ffffff" fill-opacity="0.75"/>
    <path ${STROKE} d="M50 255 L50 285 M350 255 L350 285"/>`,
  chair: `
    <rect x="130" y="20" width="140" height="150" rx="24" ${SOLID}/>
    <rect x="110" y="160" width="180" height="40" rx="14" ${SOLID}/>
    <path ${STROKE} d="M130 200 L120 290 M270 200 L280 290 M150 200 L160 270 M250 200 L240 270"/>`,
  table: `
    <rect x="20" y="90" width="360" height="36" rx="10" ${SOLID}/>
    <path ${STROKE} d="M60 126 L60 290 M340 126 L340 290 M100 126 L100 260 M300 126 L300 260"/>
    <path ${STROKE} d="M10 40 L10 170 M10 170 L50 170 M50 170 L50 260 M390 40 L390 170 M390 170 L350 170 M350 170 L350 260"/>`,
  shelf: `
    <rect x="70" y="10" width="260" height="280" rx="8" ${SOLID}/>
    <g ${SHADE}><rect x="88" y="28" width="104" height="112" rx="4"/><rect x="208" y="28" width="104" height="112" rx="4"/><rect x="88" y="160" width="104" height="112" rx="4"/><rect x="208" y="160" width="104" height="112" rx="4"/></g>
    <rect x="100" y="60" width="22" height="80" fill="#ffffff"/><rect x="126" y="70" width="22" height="70" fill="#ffffff" fill-opacity="0.8"/>`,
  phone: `
    <rect x="130" y="5" width="140" height="290" rx="26" ${SOLID}/>
    <rect x="143" y="30" width="114" height="240" rx="8" fill="#0f172a" fill-opacity="0.6"/>
    <rect x="180" y="14" width="40" height="8" rx="4" fill="#1f2937"/>`,
  laptop: `
    <rect x="70" y="30" width="260" height="170" rx="12" ${SOLID}/>
    <rect x="86" y="46" width="228" height="138" rx="4" fill="#0f172a" fill-opacity="0.6"/>
    <path ${SOLID} d="M20 210 L380 210 L360 245 Q355 252 345 252 L55 252 Q45 252 40 245 Z"/>
    <rect x="170" y="214" width="60" height="10" rx="5" ${SHADE}/>`,
  screen: `
    <rect x="20" y="20" width="360" height="210" rx="14" ${SOLID}/>
    <rect x="36" y="36" width="328" height="178" rx="4" fill="#0f172a" fill-opacity="0.6"/>
    <path ${STROKE} d="M200 232 L200 268 M130 278 L270 278"/>`,
  headphones: `
    <path fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" d="M90 190 L90 150 Q90 40 200 40 Q310 40 310 150 L310 190"/>
    <rect x="55" y="160" width="80" height="120" rx="30" ${SOLID}/>
    <rect x="265" y="160" width="80" height="120" rx="30" ${SOLID}/>`,
  console: `
    <path ${SOLID} d="M90 90 L310 90 Q370 90 385 160 L395 220 Q400 260 365 265 Q340 268 320 240 L295 205 L105 205 L80 240 Q60 268 35 265 Q0 260 5 220 L15 160 Q30 90 90 90 Z"/>
    <path fill="none" stroke="#1f2937" stroke-width="14" stroke-linecap="round" d="M95 130 L95 170 M75 150 L115 150"/>
    <circle cx="295" cy="135" r="12" fill="#1f2937"/><circle cx="325" cy="160" r="12" fill="#1f2937"/><circle cx="265" cy="160" r="12" fill="#1f2937"/>`,
  camera: `
    <path ${SOLID} d="M40 90 L130 90 L155 55 L245 55 L270 90 L360 90 Q380 90 380 110 L380 250 Q380 270 360 270 L40 270 Q20 270 20 250 L20 110 Q20 90 40 90 Z"/>
    <circle cx="200" cy="175" r="72" fill="#1f2937"/><circle cx="200" cy="175" r="48" fill="#475569"/><circle cx="185" cy="160" r="14" fill="#ffffff" fill-opacity="0.6"/>
    <rect x="300" y="110" width="40" height="20" rx="6" ${SHADE}/>`,
  guitar: `
    <g transform="rotate(-35 200 150)">
      <ellipse cx="120" cy="150" rx="90" ry="80" ${SOLID}/>
      <ellipse cx="215" cy="150" rx="60" ry="58" ${SOLID}/>
      <circle cx="175" cy="150" r="26" fill="#1f2937"/>
      <rect x="230" y="138" width="160" height="24" rx="6" fill="#ffffff"/>
      <rect x="370" y="128" width="40" height="44" rx="8" ${DARK}/>
      <rect x="80" y="138" width="20" height="24" rx="4" ${DARK}/>
    </g>`,
  piano: `
    <rect x="10" y="100" width="380" height="110" rx="10" ${SOLID}/>
    <g fill="#1f2937">${Array.from({ length: 13 }, (_, i) => (i % 7 === 2 || i % 7 === 6 ? '' : `<rect x="${34 + i * 26}" y="120" width="14" height="52" rx="2"/>`)).join('')}</g>
    <path ${STROKE} d="M60 210 L60 290 M340 210 L340 290"/>`,
  jacket: `
    <path ${SOLID} d="M140 30 Q200 70 260 30 L360 80 L320 150 L285 135 L285 280 L115 280 L115 135 L80 150 L40 80 Z"/>
    <path fill="none" stroke="#000" stroke-opacity="0.2" stroke-width="8" d="M140 30 Q200 90 260 30 M200 70 L200 280"/>`,
  boots: `
    <path ${SOLID} d="M60 30 L150 30 L150 200 Q150 215 170 220 L240 235 Q270 245 270 275 L270 290 L60 290 Z"/>
    <path fill="#ffffff" fill-opacity="0.75" d="M200 20 L290 20 L290 190 Q290 205 310 210 L370 222 Q395 230 395 260 L395 280 L200 280 Z"/>
    <rect x="60" y="270" width="210" height="20" ${SHADE}/>`,
  books: `
    <rect x="40" y="220" width="320" height="50" rx="6" ${SOLID}/>
    <rect x="60" y="165" width="290" height="50" rx="6" fill="#ffffff" fill-opacity="0.8"/>
    <rect x="30" y="110" width="300" height="50" rx="6" ${SOLID}/>
    <g ${SHADE}><rect x="40" y="235" width="320" height="8"/><rect x="60" y="180" width="290" height="8"/><rect x="30" y="125" width="300" height="8"/></g>`,
  washer: `
    <rect x="80" y="10" width="240" height="280" rx="16" ${SOLID}/>
    <rect x="80" y="10" width="240" height="50" rx="16" fill="#ffffff"/>
    <circle cx="200" cy="175" r="82" fill="#1f2937" fill-opacity="0.75"/><circle cx="200" cy="175" r="56" fill="#60a5fa" fill-opacity="0.6"/>
    <circle cx="120" cy="35" r="10" fill="#1f2937"/><rect x="230" y="28" width="70" height="14" rx="7" ${SHADE}/>`,
  tent: `
    <path ${SOLID} d="M200 20 L385 280 L15 280 Z"/>
    <path fill="#1f2937" fill-opacity="0.6" d="M200 120 L260 280 L140 280 Z"/>
    <path ${STROKE} d="M200 20 L200 0"/>`,
  dumbbells: `
    <rect x="110" y="135" width="180" height="30" rx="10" ${SOLID}/>
    <rect x="40" y="70" width="50" height="160" rx="14" ${DARK}/><rect x="85" y="95" width="35" height="110" rx="10" ${DARK}/>
    <rect x="310" y="70" width="50" height="160" rx="14" ${DARK}/><rect x="280" y="95" width="35" height="110" rx="10" ${DARK}/>`,
  records: `
    <rect x="20" y="30" width="240" height="240" rx="6" ${SOLID}/>
    <circle cx="270" cy="150" r="120" fill="#111827"/><circle cx="270" cy="150" r="95" fill="none" stroke="#374151" stroke-width="4"/>
    <circle cx="270" cy="150" r="40" fill="#f59e0b"/><circle cx="270" cy="150" r="6" fill="#111827"/>`,
  house: `
    <path ${SOLID} d="M200 10 L380 150 L340 150 L340 290 L60 290 L60 150 L20 150 Z"/>
    <rect x="165" y="195" width="70" height="95" rx="6" fill="#000" fill-opacity="0.3"/>
    <rect x="95" y="175" width="50" height="50" rx="4" fill="#000" fill-opacity="0.25"/>
    <rect x="255" y="175" width="50" height="50" rx="4" fill="#000" fill-opacity="0.25"/>
    <rect x="280" y="40" width="36" height="70" fill="#ffffff"/>`,
  apartment: `
    <rect x="90" y="10" width="220" height="280" rx="6" ${SOLID}/>
    <g ${SHADE}>${Array.from({ length: 5 }, (_, row) => [0, 1, 2].map((col) => `<rect x="${112 + col * 64}" y="${28 + row * 48}" width="44" height="32" rx="3"/>`).join('')).join('')}</g>
    <rect x="175" y="250" width="50" height="40" rx="4" fill="#1f2937" fill-opacity="0.6"/>`,
};

export interface DemoImageSubject {
  kind: DemoPictureKind;
  /** Sets the background colour, as each category has its colour in the UI. */
  category: CategorySlug | string;
}

/** Builds the SVG; separate from rendering so tests can read it. */
export function demoImageSvg(rng: Rng, subject: DemoImageSubject): string {
  const colour = findCategory(subject.category)?.colour ?? 'blue';
  const [light, dark] = GRADIENTS[colour] ?? ['#3b82f6', '#1e3a8a'];
  // Small random changes make two pictures of one kind look like different photos.
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
  const drawingX = DEMO_IMAGE_WIDTH / 2 + offsetX - 200 * scale;
  const drawingY = DEMO_IMAGE_HEIGHT / 2 - 150 * scale;
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
  <ellipse cx="${DEMO_IMAGE_WIDTH / 2 + offsetX}" cy="${DEMO_IMAGE_HEIGHT / 2}" rx="420" ry="300" fill="url(#glow)"/>
  <g transform="translate(${drawingX.toFixed(1)} ${drawingY.toFixed(1)}) rotate(${tilt} ${200 * scale} ${150 * scale}) scale(${scale.toFixed(3)})">${DRAWINGS[subject.kind]}</g>
</svg>`;
}

/** A 1200×900 JPEG picture for a demo listing, like a photo a seller would upload. */
export async function createDemoImage(rng: Rng, subject: DemoImageSubject): Promise<Buffer> {
  const svg = demoImageSvg(rng, subject);
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

