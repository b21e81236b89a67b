/**
 * Native-language names for cities whose visitors search in their own script or
 * spelling (SPEC section 3, "Localised city list"). Feeds the smart-search location
 * suggestions; each entry points at a CITIES entry by subdomain.
 */

export interface LocalisedCity {
  /** Matches a CITIES entry. */
  subdomain: string;
  nativeName: string;
  countryNative: string;
  /** Local-language slug; may be non-ASCII. Lower-case where the script has case. */
  urlSlug: string;
  countrySlug: string;
  /** What people actually type: native spellings, transliterations, nicknames, abbreviations. */
  searchTerms: string[];
}

export const LOCALISED_CITIES: readonly LocalisedCity[] = [
  {
    subdomain: 'beijing',
    nativeName: '北京',
    countryNative: '中国',
    urlSlug: '北京',
    countrySlug: '中国',
    searchTerms: ['北京', '北京市', 'Beijing', 'Peking'],
  },
  {
    subdomain: 'shanghai',
    nativeName: '上海',
    countryNative: '中国',
    urlSlug: '上海',
    countrySlug: '中国',
    searchTerms: ['上海', '上海市', '沪', 'Shanghai'],
  },
  {
    subdomain: 'berlin',
    nativeName: 'Berlin',
    countryNative: 'Deutschland',
    urlSlug: 'berlin',
    countrySlug: 'deutschland',
    searchTerms: ['Berlin', 'Kleinanzeigen Berlin', 'Berlin Deutschland'],
  },
  {
    subdomain: 'munich',
    nativeName: 'München',
    countryNative: 'Deutschland',
    urlSlug: 'münchen',
    countrySlug: 'deutschland',
    // ASCII spellings matter: many keyboards and URLs drop the umlaut.
    searchTerms: ['München', 'Muenchen', 'Munchen', 'Kleinanzeigen München'],
  },
  {
    subdomain: 'paris',
    nativeName: 'Paris',
    countryNative: 'France',
    urlSlug: 'paris',
    countrySlug: 'france',
    searchTerms: ['Paris', 'Île-de-France', 'petites annonces Paris'],
  },
  {
    subdomain: 'madrid',
    nativeName: 'Madrid',
    countryNative: 'España',
    urlSlug: 'madrid',
    countrySlug: 'españa',
    searchTerms: ['Madrid', 'Comunidad de Madrid', 'anuncios Madrid'],
  },
  {
    subdomain: 'mexicocity',
    nativeName: 'Ciudad de México',
    countryNative: 'México',
    urlSlug: 'ciudad-de-méxico',
    countrySlug: 'méxico',
    searchTerms: ['Ciudad de México', 'Ciudad de Mexico', 'CDMX', 'México DF', 'DF'],
  },
  {
    subdomain: 'saopaulo',
    nativeName: 'São Paulo',
    countryNative: 'Brasil',
    urlSlug: 'são-paulo',
    countrySlug: 'brasil',
    searchTerms: ['São Paulo', 'Sao Paulo', 'Sampa', 'SP', 'classificados São Paulo'],
  },
  {
    subdomain: 'tokyo',
    nativeName: '東京',
    countryNative: '日本',
    urlSlug: '東京',
    countrySlug: '日本',
    searchTerms: ['東京', '東京都', 'とうきょう', 'トウキョウ', 'Tokio'],
  },
  {
    subdomain: 'seoul',
    nativeName: '서울',
    countryNative: '대한민국',
    urlSlug: '서울',
    countrySlug: '대한민국',
    searchTerms: ['서울', '서울시', '서울특별시', 'Seoul'],
  },
  {
    subdomain: 'dubai',
    nativeName: 'دبي',
    countryNative: 'الإمارات العربية المتحدة',
    urlSlug: 'دبي',
    countrySlug: 'الإمارات',
    searchTerms: ['دبي', 'دبى', 'Dubai'],
  },
  {
    subdomain: 'riyadh',
    nativeName: 'الرياض',
    countryNative: 'المملكة العربية السعودية',
    urlSlug: 'الرياض',
    countrySlug: 'السعودية',
    searchTerms: ['الرياض', 'رياض', 'Riyadh', 'Riyad'],
  },
  {
    subdomain: 'bangkok',
    nativeName: 'กรุงเทพมหานคร',
    countryNative: 'ประเทศไทย',
    urlSlug: 'กรุงเทพมหานคร',
    countrySlug: 'ประเทศไทย',
    searchTerms: ['กรุงเทพมหานคร', 'กรุงเทพ', 'กทม', 'Krung Thep', 'Bangkok'],
  },
  {
    subdomain: 'hanoi',
    nativeName: 'Hà Nội',
    countryNative: 'Việt Nam',
    urlSlug: 'hà-nội',
    countrySlug: 'việt-nam',
    // Vietnamese users often type without diacritics.
    searchTerms: ['Hà Nội', 'Ha Noi', 'Hanoi', 'HN'],
  },
  {
    subdomain: 'hochiminhcity',
    nativeName: 'Thành phố Hồ Chí Minh',
    countryNative: 'Việt Nam',
    urlSlug: 'thành-phố-hồ-chí-minh',
    countrySlug: 'việt-nam',
    searchTerms: ['Thành phố Hồ Chí Minh', 'Hồ Chí Minh', 'Ho Chi Minh', 'TP.HCM', 'TPHCM', 'Sài Gòn', 'Sai Gon', 'Saigon'],
  },
  {
    subdomain: 'jakarta',
    nativeName: 'Jakarta',
    countryNative: 'Indonesia',
    urlSlug: 'jakarta',
    countrySlug: 'indonesia',
    searchTerms: ['Jakarta', 'DKI Jakarta', 'Jabodetabek', 'Djakarta'],
  },
  {
    subdomain: 'moscow',
    nativeName: 'Москва',
    countryNative: 'Россия',
    urlSlug: 'москва',
    countrySlug: 'россия',
    searchTerms: ['Москва', 'МСК', 'Moskva', 'Moscow'],
  },
  {
    subdomain: 'warsaw',
    nativeName: 'Warszawa',
    countryNative: 'Polska',
    urlSlug: 'warszawa',
    countrySlug: 'polska',
    searchTerms: ['Warszawa', 'Warszawie', 'Wawa', 'ogłoszenia Warszawa', 'Warsaw'],
  },
];
