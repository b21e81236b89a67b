/**
 * Clusters of comparable demo ads: in each big city a few popular items are on sale
 * several times over, at asking prices that spread around their market price. The
 * price check needs at least five similar listings in the same currency and
 * subcategory (domain/pricing/analyse-price.ts); scattered one-off ads never give it
 * that, and a demo where every ad says "not enough data" hides the headline feature.
 * Data only; the seeder decides where the clusters go.
 */
import type { ForSaleItem } from './listing-templates';

/** How many ads of one item a city gets: five comparables for each, and one more. */
export const CLUSTER_SIZE = 6;
/** Items per big city. */
export const CLUSTERS_PER_CITY = 3;
/** The cities that get clusters: the busiest demo markets, one per currency area at least. */
export const CLUSTER_CITIES = ['newyork', 'melbourne', 'london', 'toronto', 'sydney', 'berlin', 'sanfrancisco', 'paris', 'tokyo', 'madrid'] as const;

/**
 * Each item's USD range runs from a bargain (about 25% under the typical price) to
 * over-asking (about 35% over), so the verdicts range from deals to overpriced.
 */
export const MARKET_ITEMS: readonly ForSaleItem[] = [
  {
    subcategory: 'cell-phones',
    usd: [300, 540],
    titles: {
      en: ['iPhone 13 128GB, unlocked', 'iPhone 13 128GB with case and charger', 'Apple iPhone 13 128GB, good battery'],
      de: ['iPhone 13 128GB entsperrt', 'iPhone 13 128GB mit Hülle und Ladekabel', 'Apple iPhone 13 128GB, Akku gut'],
      fr: ['iPhone 13 128 Go débloqué', 'iPhone 13 128 Go avec coque et chargeur', 'Apple iPhone 13 128 Go, bonne batterie'],
      es: ['iPhone 13 128GB libre', 'iPhone 13 128GB con funda y cargador', 'Apple iPhone 13 128GB, buena batería'],
      it: ['iPhone 13 128GB sbloccato', 'iPhone 13 128GB con cover e caricatore'],
      ja: ['iPhone 13 128GB SIMフリー', 'iPhone 13 128GB ケース・充電器付き', 'Apple iPhone 13 128GB バッテリー良好'],
    },
    notes: ['Screen has no scratches.', 'Battery health is good.', 'Comes with the original box.'],
  },
  {
    subcategory: 'furniture',
    usd: [150, 340],
    titles: {
      en: ['IKEA 3-seat sofa, grey', 'Grey IKEA 3-seat sofa, washable covers', 'IKEA 3-seat sofa with chaise, grey'],
      de: ['IKEA 3er-Sofa, grau', 'IKEA 3er-Sofa grau, Bezüge waschbar', 'IKEA 3er-Sofa mit Récamiere, grau'],
      fr: ['Canapé IKEA 3 places, gris', 'Canapé IKEA 3 places gris, housses lavables'],
      es: ['Sofá IKEA de 3 plazas, gris', 'Sofá IKEA 3 plazas gris, fundas lavables'],
      it: ['Divano IKEA 3 posti, grigio', 'Divano IKEA 3 posti grigio, fodere lavabili'],
      ja: ['IKEA 3人掛けソファ グレー', 'IKEA 3人掛けソファ カバー洗濯可', 'IKEA 3人掛けソファ シェーズロング付き'],
    },
    notes: ['Smoke-free and pet-free home.', 'Covers washed last month.', 'Easy to take apart for transport.'],
  },
  {
    subcategory: 'video-gaming',
    usd: [190, 340],
    titles: {
      en: ['Nintendo Switch OLED, white', 'Nintendo Switch OLED with case', 'Nintendo Switch OLED + 2 games'],
      de: ['Nintendo Switch OLED, weiß', 'Nintendo Switch OLED mit Tasche', 'Nintendo Switch OLED + 2 Spiele'],
      fr: ['Nintendo Switch OLED blanche', 'Nintendo Switch OLED avec housse', 'Nintendo Switch OLED + 2 jeux'],
      es: ['Nintendo Switch OLED blanca', 'Nintendo Switch OLED con funda', 'Nintendo Switch OLED + 2 juegos'],
      it: ['Nintendo Switch OLED bianca', 'Nintendo Switch OLED con custodia'],
      ja: ['Nintendo Switch 有機ELモデル ホワイト', 'Nintendo Switch 有機ELモデル ケース付き', 'Nintendo Switch 有機ELモデル ソフト2本付き'],
    },
    notes: ['Joy-Cons work without drift.', 'Screen protector on since day one.', 'All cables included.'],
  },
  {
    subcategory: 'bicycles',
    usd: [380, 700],
    titles: {
      en: ['Road bike Shimano 105, 56cm', 'Aluminium road bike, Shimano 105, size 56', 'Road bike 56cm with Shimano 105 groupset'],
      de: ['Rennrad Shimano 105, RH 56', 'Alu-Rennrad Shimano 105, Rahmenhöhe 56', 'Rennrad 56 cm mit Shimano 105'],
      fr: ['Vélo de route Shimano 105, taille 56', 'Vélo de route alu Shimano 105, 56 cm'],
      es: ['Bicicleta de carretera Shimano 105, talla 56', 'Bici de carretera aluminio Shimano 105'],
      it: ['Bici da corsa Shimano 105, taglia 56', 'Bici da corsa alluminio Shimano 105'],
      ja: ['ロードバイク シマノ105 56サイズ', 'アルミロードバイク シマノ105', 'ロードバイク 105 56cm 整備済み'],
    },
    notes: ['Serviced this spring.', 'New tyres and bar tape.', 'Pedals not included.'],
  },
  {
    subcategory: 'computers',
    usd: [430, 790],
    titles: {
      en: ['MacBook Air M1 8GB 256GB', 'MacBook Air M1, 8GB/256GB, with charger', 'Apple MacBook Air M1 256GB, space grey'],
      de: ['MacBook Air M1 8GB 256GB', 'MacBook Air M1 8/256 GB mit Netzteil', 'Apple MacBook Air M1 256 GB, Space Grau'],
      fr: ['MacBook Air M1 8 Go 256 Go', 'MacBook Air M1 8/256 Go avec chargeur'],
      es: ['MacBook Air M1 8GB 256GB', 'MacBook Air M1 8/256GB con cargador'],
      it: ['MacBook Air M1 8GB 256GB', 'MacBook Air M1 8/256GB con caricatore'],
      ja: ['MacBook Air M1 8GB 256GB', 'MacBook Air M1 充電器付き', 'Apple MacBook Air M1 256GB スペースグレイ'],
    },
    notes: ['Battery cycle count under 200.', 'No dents or scratches.', 'Freshly reset, ready to set up.'],
  },
  {
    subcategory: 'music-instruments',
    usd: [90, 190],
    titles: {
      en: ['Yamaha acoustic guitar F310', 'Yamaha F310 acoustic guitar with bag', 'Acoustic guitar Yamaha F310, new strings'],
      de: ['Yamaha Akustikgitarre F310', 'Yamaha F310 Westerngitarre mit Tasche', 'Akustikgitarre Yamaha F310, neue Saiten'],
      fr: ['Guitare acoustique Yamaha F310', 'Guitare Yamaha F310 avec housse'],
      es: ['Guitarra acústica Yamaha F310', 'Guitarra Yamaha F310 con funda'],
      it: ['Chitarra acustica Yamaha F310', 'Chitarra Yamaha F310 con custodia'],
      ja: ['ヤマハ アコースティックギター F310', 'ヤマハ F310 アコギ ケース付き', 'アコースティックギター ヤマハ F310 弦交換済み'],
    },
    notes: ['Plays in tune, low action.', 'Strings changed last week.', 'Great first guitar.'],
  },
];
