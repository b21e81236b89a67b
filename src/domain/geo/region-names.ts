/**
 * The filter's region names (`filter-regions.ts`) in the interface languages, only where
 * a language writes them differently from English ("Écosse", "ニューヨーク州"), keyed by
 * the region's slug. Intl names countries but not their states or provinces.
 */
type OtherLanguage = 'es' | 'fr' | 'de' | 'it' | 'ja';

export const REGION_NAMES: Readonly<Record<string, Partial<Record<OtherLanguage, string>>>> = {
  // United States
  california: { fr: 'Californie', ja: 'カリフォルニア州' },
  'new-york': { es: 'Nueva York', ja: 'ニューヨーク州' },
  texas: { ja: 'テキサス州' },
  florida: { fr: 'Floride', ja: 'フロリダ州' },
  illinois: { ja: 'イリノイ州' },
  washington: { ja: 'ワシントン州' },
  massachusetts: { ja: 'マサチューセッツ州' },
  pennsylvania: { es: 'Pensilvania', fr: 'Pennsylvanie', ja: 'ペンシルベニア州' },
  georgia: { fr: 'Géorgie', ja: 'ジョージア州' },
  ohio: { ja: 'オハイオ州' },
  michigan: { ja: 'ミシガン州' },
  'north-carolina': { es: 'Carolina del Norte', fr: 'Caroline du Nord', it: 'Carolina del Nord', ja: 'ノースカロライナ州' },
  'new-jersey': { ja: 'ニュージャージー州' },
  virginia: { fr: 'Virginie', ja: 'バージニア州' },
  arizona: { ja: 'アリゾナ州' },
  colorado: { ja: 'コロラド州' },
  oregon: { es: 'Oregón', ja: 'オレゴン州' },
  minnesota: { ja: 'ミネソタ州' },
  tennessee: { ja: 'テネシー州' },
  nevada: { ja: 'ネバダ州' },
  maryland: { ja: 'メリーランド州' },
  'district-of-columbia': { es: 'Distrito de Columbia', fr: 'District de Columbia', it: 'Distretto di Columbia', ja: 'コロンビア特別区' },
  // Canada
  alberta: { ja: 'アルバータ州' },
  'british-columbia': { es: 'Columbia Británica', fr: 'Colombie-Britannique', it: 'Columbia Britannica', ja: 'ブリティッシュコロンビア州' },
  manitoba: { ja: 'マニトバ州' },
  'new-brunswick': { es: 'Nuevo Brunswick', fr: 'Nouveau-Brunswick', it: 'Nuovo Brunswick', ja: 'ニューブランズウィック州' },
  'newfoundland-and-labrador': { es: 'Terranova y Labrador', fr: 'Terre-Neuve-et-Labrador', de: 'Neufundland und Labrador', it: 'Terranova e Labrador', ja: 'ニューファンドランド・ラブラドール州' },
  'nova-scotia': { es: 'Nueva Escocia', fr: 'Nouvelle-Écosse', it: 'Nuova Scozia', ja: 'ノバスコシア州' },
  ontario: { ja: 'オンタリオ州' },
  'prince-edward-island': { es: 'Isla del Príncipe Eduardo', fr: 'Île-du-Prince-Édouard', de: 'Prinz-Edward-Insel', it: 'Isola del Principe Edoardo', ja: 'プリンスエドワードアイランド州' },
  quebec: { fr: 'Québec', de: 'Québec', it: 'Québec', ja: 'ケベック州' },
  saskatchewan: { ja: 'サスカチュワン州' },
  'northwest-territories': { es: 'Territorios del Noroeste', fr: 'Territoires du Nord-Ouest', de: 'Nordwest-Territorien', it: 'Territori del Nord-Ovest', ja: 'ノースウエスト準州' },
  nunavut: { ja: 'ヌナブト準州' },
  yukon: { ja: 'ユーコン準州' },
  // United Kingdom
  'north-east-england': { es: 'Nordeste de Inglaterra', fr: 'Nord-Est de l’Angleterre', de: 'Nordostengland', it: 'Inghilterra nord-orientale', ja: 'イングランド北東部' },
  'north-west-england': { es: 'Noroeste de Inglaterra', fr: 'Nord-Ouest de l’Angleterre', de: 'Nordwestengland', it: 'Inghilterra nord-occidentale', ja: 'イングランド北西部' },
  'yorkshire-and-the-humber': { es: 'Yorkshire y Humber', fr: 'Yorkshire-et-Humber', it: 'Yorkshire e Humber', ja: 'ヨークシャー・アンド・ザ・ハンバー' },
  'east-midlands': { es: 'Midlands del Este', fr: 'Midlands de l’Est', it: 'Midlands orientali', ja: 'イースト・ミッドランズ' },
  'west-midlands': { es: 'Midlands del Oeste', fr: 'Midlands de l’Ouest', it: 'Midlands occidentali', ja: 'ウェスト・ミッドランズ' },
  'east-of-england': { es: 'Este de Inglaterra', fr: 'Est de l’Angleterre', de: 'Ostengland', it: 'Inghilterra orientale', ja: 'イングランド東部' },
  london: { es: 'Londres', fr: 'Londres', it: 'Londra', ja: 'ロンドン' },
  'south-east-england': { es: 'Sudeste de Inglaterra', fr: 'Sud-Est de l’Angleterre', de: 'Südostengland', it: 'Inghilterra sud-orientale', ja: 'イングランド南東部' },
  'south-west-england': { es: 'Sudoeste de Inglaterra', fr: 'Sud-Ouest de l’Angleterre', de: 'Südwestengland', it: 'Inghilterra sud-occidentale', ja: 'イングランド南西部' },
  scotland: { es: 'Escocia', fr: 'Écosse', de: 'Schottland', it: 'Scozia', ja: 'スコットランド' },
  wales: { es: 'Gales', fr: 'Pays de Galles', it: 'Galles', ja: 'ウェールズ' },
  'northern-ireland': { es: 'Irlanda del Norte', fr: 'Irlande du Nord', de: 'Nordirland', it: 'Irlanda del Nord', ja: '北アイルランド' },
  // Australia
  'new-south-wales': { es: 'Nueva Gales del Sur', fr: 'Nouvelle-Galles du Sud', it: 'Nuovo Galles del Sud', ja: 'ニューサウスウェールズ州' },
  victoria: { ja: 'ビクトリア州' },
  queensland: { ja: 'クイーンズランド州' },
  'western-australia': { es: 'Australia Occidental', fr: 'Australie-Occidentale', it: 'Australia Occidentale', ja: '西オーストラリア州' },
  'south-australia': { es: 'Australia Meridional', fr: 'Australie-Méridionale', it: 'Australia Meridionale', ja: '南オーストラリア州' },
  tasmania: { fr: 'Tasmanie', de: 'Tasmanien', ja: 'タスマニア州' },
  'australian-capital-territory': { es: 'Territorio de la Capital Australiana', fr: 'Territoire de la capitale australienne', it: 'Territorio della Capitale Australiana', ja: 'オーストラリア首都特別地域' },
  'northern-territory': { es: 'Territorio del Norte', fr: 'Territoire du Nord', it: 'Territorio del Nord', ja: 'ノーザンテリトリー' },
  // New Zealand
  auckland: { ja: 'オークランド' },
  canterbury: { ja: 'カンタベリー' },
  wellington: { ja: 'ウェリントン' },
  waikato: { ja: 'ワイカト' },
  'bay-of-plenty': { ja: 'ベイ・オブ・プレンティ' },
  'manawatu-whanganui': { ja: 'マナワツ・ワンガヌイ' },
  otago: { ja: 'オタゴ' },
  // Ireland
  dublin: { es: 'Dublín', it: 'Dublino', ja: 'ダブリン' },
  'mid-east': { es: 'Centro-Este', fr: 'Centre-Est', de: 'Mittelost', it: 'Centro-Est', ja: 'ミッドイースト' },
  midland: { es: 'Centro', fr: 'Midlands', de: 'Midlands', it: 'Midlands', ja: 'ミッドランド' },
  'mid-west': { es: 'Centro-Oeste', fr: 'Centre-Ouest', de: 'Mittelwest', it: 'Centro-Ovest', ja: 'ミッドウェスト' },
  'south-east': { es: 'Sudeste', fr: 'Sud-Est', de: 'Südost', it: 'Sud-Est', ja: 'サウスイースト' },
  'south-west': { es: 'Sudoeste', fr: 'Sud-Ouest', de: 'Südwest', it: 'Sud-Ovest', ja: 'サウスウエスト' },
  west: { es: 'Oeste', fr: 'Ouest', it: 'Ovest', ja: 'ウエスト' },
  border: { es: 'Frontera', fr: 'Frontière', de: 'Grenzregion', it: 'Confine', ja: 'ボーダー' },
  // South Africa
  'eastern-cape': { es: 'Cabo Oriental', fr: 'Cap-Oriental', de: 'Ostkap', it: 'Capo Orientale', ja: '東ケープ州' },
  'free-state': { es: 'Estado Libre', fr: 'État-Libre', de: 'Freistaat', it: 'Stato Libero', ja: 'フリーステイト州' },
  gauteng: { ja: 'ハウテン州' },
  'kwazulu-natal': { ja: 'クワズール・ナタール州' },
  limpopo: { ja: 'リンポポ州' },
  mpumalanga: { ja: 'ムプマランガ州' },
  'north-west': { es: 'Noroeste', fr: 'Nord-Ouest', de: 'Nordwest', it: 'Nord-Ovest', ja: '北西州' },
  'northern-cape': { es: 'Cabo Septentrional', fr: 'Cap-Nord', de: 'Nordkap', it: 'Capo Settentrionale', ja: '北ケープ州' },
  'western-cape': { es: 'Cabo Occidental', fr: 'Cap-Occidental', de: 'Westkap', it: 'Capo Occidentale', ja: '西ケープ州' },
};

/** A filter region's name in the page's language, else its English name. */
export function regionName(region: { slug: string; name: string }, language: string): string {
  return REGION_NAMES[region.slug]?.[language as OtherLanguage] ?? region.name;
}

/** Every region with a name of its own in `language`, by slug (empty for English). */
export function regionNamesIn(language: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [slug, byLanguage] of Object.entries(REGION_NAMES)) {
    const name = byLanguage[language as OtherLanguage];
    if (name) names[slug] = name;
  }
  return names;
}
