/**
 * City names in the interface languages. Intl names countries (`Intl.DisplayNames`) but
 * not cities, so this is a table: the English name is `City.name`, and an entry here
 * only where a language writes the city differently ("Múnich" in Spanish, "東京" in
 * Japanese). Japanese writes every foreign city in katakana, so it has a name for each.
 * `LOCALISED_CITIES` is a different thing: what people type in the city's own language
 * and script, for search; a page in Japanese about Dubai says "ドバイ", not "دبي".
 */
import type { City } from './cities';

type OtherLanguage = 'es' | 'fr' | 'de' | 'it' | 'ja';

export const CITY_NAMES: Readonly<Record<string, Partial<Record<OtherLanguage, string>>>> = {
  newyork: { es: 'Nueva York', ja: 'ニューヨーク' },
  losangeles: { ja: 'ロサンゼルス' },
  chicago: { ja: 'シカゴ' },
  sanfrancisco: { ja: 'サンフランシスコ' },
  houston: { ja: 'ヒューストン' },
  dallas: { ja: 'ダラス' },
  miami: { ja: 'マイアミ' },
  washingtondc: { es: 'Washington D. C.', fr: 'Washington', de: 'Washington, D.C.', it: 'Washington', ja: 'ワシントンD.C.' },
  boston: { ja: 'ボストン' },
  seattle: { ja: 'シアトル' },
  toronto: { ja: 'トロント' },
  vancouver: { ja: 'バンクーバー' },
  montreal: { fr: 'Montréal', ja: 'モントリオール' },
  calgary: { ja: 'カルガリー' },
  london: { es: 'Londres', fr: 'Londres', it: 'Londra', ja: 'ロンドン' },
  manchester: { ja: 'マンチェスター' },
  birmingham: { ja: 'バーミンガム' },
  sydney: { es: 'Sídney', ja: 'シドニー' },
  melbourne: { ja: 'メルボルン' },
  brisbane: { ja: 'ブリスベン' },
  perth: { ja: 'パース' },
  auckland: { ja: 'オークランド' },
  berlin: { es: 'Berlín', it: 'Berlino', ja: 'ベルリン' },
  hamburg: { es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo', ja: 'ハンブルク' },
  munich: { es: 'Múnich', de: 'München', it: 'Monaco di Baviera', ja: 'ミュンヘン' },
  cologne: { es: 'Colonia', de: 'Köln', it: 'Colonia', ja: 'ケルン' },
  frankfurt: { es: 'Fráncfort', fr: 'Francfort', de: 'Frankfurt am Main', it: 'Francoforte', ja: 'フランクフルト' },
  paris: { es: 'París', it: 'Parigi', ja: 'パリ' },
  lyon: { it: 'Lione', ja: 'リヨン' },
  marseille: { es: 'Marsella', it: 'Marsiglia', ja: 'マルセイユ' },
  madrid: { ja: 'マドリード' },
  barcelona: { fr: 'Barcelone', ja: 'バルセロナ' },
  valencia: { fr: 'Valence', ja: 'バレンシア' },
  rome: { es: 'Roma', de: 'Rom', it: 'Roma', ja: 'ローマ' },
  milan: { es: 'Milán', de: 'Mailand', it: 'Milano', ja: 'ミラノ' },
  naples: { es: 'Nápoles', de: 'Neapel', it: 'Napoli', ja: 'ナポリ' },
  amsterdam: { es: 'Ámsterdam', ja: 'アムステルダム' },
  rotterdam: { es: 'Róterdam', ja: 'ロッテルダム' },
  brussels: { es: 'Bruselas', fr: 'Bruxelles', de: 'Brüssel', it: 'Bruxelles', ja: 'ブリュッセル' },
  antwerp: { es: 'Amberes', fr: 'Anvers', de: 'Antwerpen', it: 'Anversa', ja: 'アントワープ' },
  zurich: { es: 'Zúrich', de: 'Zürich', it: 'Zurigo', ja: 'チューリッヒ' },
  geneva: { es: 'Ginebra', fr: 'Genève', de: 'Genf', it: 'Ginevra', ja: 'ジュネーブ' },
  vienna: { es: 'Viena', fr: 'Vienne', de: 'Wien', ja: 'ウィーン' },
  stockholm: { es: 'Estocolmo', it: 'Stoccolma', ja: 'ストックホルム' },
  oslo: { ja: 'オスロ' },
  copenhagen: { es: 'Copenhague', fr: 'Copenhague', de: 'Kopenhagen', it: 'Copenaghen', ja: 'コペンハーゲン' },
  helsinki: { ja: 'ヘルシンキ' },
  dublin: { es: 'Dublín', it: 'Dublino', ja: 'ダブリン' },
  warsaw: { es: 'Varsovia', fr: 'Varsovie', de: 'Warschau', it: 'Varsavia', ja: 'ワルシャワ' },
  krakow: { es: 'Cracovia', fr: 'Cracovie', de: 'Krakau', it: 'Cracovia', ja: 'クラクフ' },
  prague: { es: 'Praga', de: 'Prag', it: 'Praga', ja: 'プラハ' },
  budapest: { ja: 'ブダペスト' },
  bucharest: { es: 'Bucarest', fr: 'Bucarest', de: 'Bukarest', it: 'Bucarest', ja: 'ブカレスト' },
  lisbon: { es: 'Lisboa', fr: 'Lisbonne', de: 'Lissabon', it: 'Lisbona', ja: 'リスボン' },
  porto: { ja: 'ポルト' },
  athens: { es: 'Atenas', fr: 'Athènes', de: 'Athen', it: 'Atene', ja: 'アテネ' },
  moscow: { es: 'Moscú', fr: 'Moscou', de: 'Moskau', it: 'Mosca', ja: 'モスクワ' },
  saopaulo: { es: 'São Paulo', fr: 'São Paulo', de: 'São Paulo', it: 'San Paolo', ja: 'サンパウロ' },
  riodejaneiro: { es: 'Río de Janeiro', ja: 'リオデジャネイロ' },
  mexicocity: { es: 'Ciudad de México', fr: 'Mexico', de: 'Mexiko-Stadt', it: 'Città del Messico', ja: 'メキシコシティ' },
  guadalajara: { ja: 'グアダラハラ' },
  buenosaires: { ja: 'ブエノスアイレス' },
  santiago: { es: 'Santiago de Chile', fr: 'Santiago du Chili', de: 'Santiago de Chile', it: 'Santiago del Cile', ja: 'サンティアゴ' },
  bogota: { es: 'Bogotá', de: 'Bogotá', it: 'Bogotà', ja: 'ボゴタ' },
  lima: { ja: 'リマ' },
  dubai: { es: 'Dubái', fr: 'Dubaï', ja: 'ドバイ' },
  abudhabi: { es: 'Abu Dabi', fr: 'Abou Dabi', ja: 'アブダビ' },
  riyadh: { es: 'Riad', fr: 'Riyad', de: 'Riad', it: 'Riad', ja: 'リヤド' },
  jeddah: { es: 'Yeda', fr: 'Djeddah', de: 'Dschidda', it: 'Gedda', ja: 'ジッダ' },
  doha: { ja: 'ドーハ' },
  telaviv: { ja: 'テルアビブ' },
  istanbul: { es: 'Estambul', ja: 'イスタンブール' },
  johannesburg: { es: 'Johannesburgo', ja: 'ヨハネスブルグ' },
  capetown: { es: 'Ciudad del Cabo', fr: 'Le Cap', de: 'Kapstadt', it: 'Città del Capo', ja: 'ケープタウン' },
  durban: { ja: 'ダーバン' },
  cairo: { es: 'El Cairo', fr: 'Le Caire', de: 'Kairo', it: 'Il Cairo', ja: 'カイロ' },
  lagos: { ja: 'ラゴス' },
  nairobi: { ja: 'ナイロビ' },
  casablanca: { ja: 'カサブランカ' },
  tokyo: { es: 'Tokio', de: 'Tokio', ja: '東京' },
  osaka: { ja: '大阪' },
  singapore: { es: 'Singapur', fr: 'Singapour', de: 'Singapur', ja: 'シンガポール' },
  seoul: { es: 'Seúl', fr: 'Séoul', ja: 'ソウル' },
  busan: { ja: '釜山' },
  hongkong: { de: 'Hongkong', ja: '香港' },
  taipei: { es: 'Taipéi', ja: '台北' },
  mumbai: { es: 'Bombay', ja: 'ムンバイ' },
  delhi: { ja: 'デリー' },
  bangalore: { ja: 'バンガロール' },
  hyderabad: { ja: 'ハイデラバード' },
  beijing: { es: 'Pekín', fr: 'Pékin', de: 'Peking', it: 'Pechino', ja: '北京' },
  shanghai: { es: 'Shanghái', ja: '上海' },
  guangzhou: { es: 'Cantón', fr: 'Canton', it: 'Canton', ja: '広州' },
  shenzhen: { ja: '深圳' },
  bangkok: { ja: 'バンコク' },
  hanoi: { es: 'Hanói', ja: 'ハノイ' },
  hochiminhcity: { es: 'Ciudad Ho Chi Minh', fr: 'Hô-Chi-Minh-Ville', de: 'Ho-Chi-Minh-Stadt', it: 'Città di Ho Chi Minh', ja: 'ホーチミン' },
  manila: { fr: 'Manille', ja: 'マニラ' },
  jakarta: { es: 'Yakarta', ja: 'ジャカルタ' },
  kualalumpur: { ja: 'クアラルンプール' },
};

/** The city's name in the page's language: its exonym where that language has one, else its English name. */
export function cityName(city: Pick<City, 'name' | 'subdomain'>, language: string): string {
  return CITY_NAMES[city.subdomain]?.[language as OtherLanguage] ?? city.name;
}

/** Every city's name in `language` where it differs from the English one, by subdomain: what a page in that language needs. */
export function cityNamesIn(language: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [subdomain, byLanguage] of Object.entries(CITY_NAMES)) {
    const name = byLanguage[language as OtherLanguage];
    if (name) names[subdomain] = name;
  }
  return names;
}
