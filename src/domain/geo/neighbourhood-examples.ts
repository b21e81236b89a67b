/**
 * The example in a neighbourhood field's placeholder ("e.g. Shibuya" in Tokyo). A
 * placeholder from another city misleads: "Mission District" in Melbourne reads as if
 * the form belonged to San Francisco. So each city names one of its own well-known
 * neighbourhoods, in the page's language where it is written differently, and a city
 * without an entry gets no example at all (the caller shows a neutral placeholder).
 */
import type { City } from './cities';

type Example = { name: string } & Partial<Record<'es' | 'fr' | 'de' | 'it' | 'ja', string>>;

const EXAMPLES: Readonly<Record<string, Example>> = {
  newyork: { name: 'Williamsburg' },
  losangeles: { name: 'Silver Lake' },
  chicago: { name: 'Wicker Park' },
  sanfrancisco: { name: 'Mission District' },
  houston: { name: 'Montrose' },
  dallas: { name: 'Uptown' },
  miami: { name: 'Wynwood' },
  washingtondc: { name: 'Capitol Hill' },
  boston: { name: 'Back Bay' },
  seattle: { name: 'Capitol Hill' },
  toronto: { name: 'Leslieville' },
  vancouver: { name: 'Kitsilano' },
  montreal: { name: 'Mile End' },
  calgary: { name: 'Kensington' },
  london: { name: 'Islington' },
  manchester: { name: 'Didsbury' },
  birmingham: { name: 'Moseley' },
  sydney: { name: 'Newtown' },
  melbourne: { name: 'Fitzroy' },
  brisbane: { name: 'New Farm' },
  perth: { name: 'Fremantle' },
  auckland: { name: 'Ponsonby' },
  berlin: { name: 'Kreuzberg' },
  hamburg: { name: 'Altona' },
  munich: { name: 'Schwabing' },
  cologne: { name: 'Ehrenfeld' },
  frankfurt: { name: 'Sachsenhausen' },
  paris: { name: 'Le Marais' },
  lyon: { name: 'Croix-Rousse' },
  marseille: { name: 'Le Panier' },
  madrid: { name: 'Malasaña' },
  barcelona: { name: 'Gràcia' },
  valencia: { name: 'Ruzafa' },
  rome: { name: 'Trastevere' },
  milan: { name: 'Navigli' },
  naples: { name: 'Vomero' },
  amsterdam: { name: 'De Pijp' },
  rotterdam: { name: 'Kralingen' },
  brussels: { name: 'Ixelles' },
  antwerp: { name: 'Zurenborg' },
  zurich: { name: 'Wiedikon' },
  geneva: { name: 'Plainpalais' },
  vienna: { name: 'Neubau' },
  stockholm: { name: 'Södermalm' },
  oslo: { name: 'Grünerløkka' },
  copenhagen: { name: 'Nørrebro' },
  helsinki: { name: 'Kallio' },
  dublin: { name: 'Rathmines' },
  warsaw: { name: 'Mokotów' },
  krakow: { name: 'Kazimierz' },
  prague: { name: 'Vinohrady' },
  budapest: { name: 'Újlipótváros' },
  lisbon: { name: 'Alfama' },
  porto: { name: 'Bonfim' },
  athens: { name: 'Koukaki' },
  saopaulo: { name: 'Pinheiros' },
  riodejaneiro: { name: 'Botafogo' },
  mexicocity: { name: 'Roma Norte' },
  buenosaires: { name: 'Palermo' },
  santiago: { name: 'Providencia' },
  bogota: { name: 'Chapinero' },
  lima: { name: 'Miraflores' },
  dubai: { name: 'Dubai Marina', ja: 'ドバイ・マリーナ' },
  abudhabi: { name: 'Al Reem Island' },
  telaviv: { name: 'Florentin' },
  istanbul: { name: 'Kadıköy' },
  capetown: { name: 'Observatory' },
  johannesburg: { name: 'Melville' },
  nairobi: { name: 'Westlands' },
  tokyo: { name: 'Shibuya', ja: '渋谷' },
  osaka: { name: 'Umeda', ja: '梅田' },
  singapore: { name: 'Tiong Bahru' },
  seoul: { name: 'Hongdae', ja: '弘大' },
  hongkong: { name: 'Sheung Wan', ja: '上環' },
  taipei: { name: 'Da’an', ja: '大安' },
  mumbai: { name: 'Bandra' },
  bangalore: { name: 'Indiranagar' },
  shanghai: { name: 'Jing’an', ja: '静安' },
  beijing: { name: 'Chaoyang', ja: '朝陽' },
  bangkok: { name: 'Sukhumvit' },
  kualalumpur: { name: 'Bangsar' },
  jakarta: { name: 'Kemang' },
  manila: { name: 'Makati' },
};

/** One neighbourhood of the city, in the page's language where it differs; null when we know none. */
export function neighbourhoodExample(city: Pick<City, 'subdomain'> | null | undefined, language: string): string | null {
  const example = city ? EXAMPLES[city.subdomain] : undefined;
  if (!example) return null;
  return example[language as keyof Example] ?? example.name;
}
