/**
 * The demo ads' templates: for each subcategory, titles (per language), item notes or
 * bodies, and a typical price range in USD. Data only; write-ad.ts turns a template
 * into an ad for a city.
 */
import type { City } from '../domain/geo/cities';
import type { CategorySlug } from '../domain/taxonomy/categories';
import { housingCostOf } from './demo-prices';
import type { Localised } from './demo-phrases';

export interface ForSaleItem {
  subcategory: string;
  /** Typical second-hand price range in USD; [0, 0] means given away. */
  usd: readonly [number, number];
  titles: Localised<string[]>;
  /**
   * Item-specific detail, English only (translated ads use the shared phrases). When
   * there are as many notes as English titles, note i belongs to title i.
   */
  notes?: string[];
  weight?: number;
  /**
   * goods: the default. free: given away (price 0). no-price: a garage sale or a want,
   * without condition or price. ticket: priced, but "condition" means nothing for it.
   */
  kind?: 'goods' | 'free' | 'no-price' | 'ticket';
}

export const FOR_SALE_ITEMS: readonly ForSaleItem[] = [
  {
    subcategory: 'bicycles',
    usd: [60, 650],
    weight: 3,
    titles: {
      en: ['Road bike 56cm, Shimano 105, recently serviced', 'Commuter bike 28" with rack and lights', 'Hardtail mountain bike, 29er, size L'],
      de: ['Fahrrad 28 Zoll, gut erhalten', 'Rennrad Rahmenhöhe 56, Shimano 105'],
      fr: ['Vélo de ville 28 pouces avec panier', 'Vélo de route taille M, Shimano 105'],
      es: ['Bicicleta de montaña 29", talla L', 'Bicicleta de paseo con cesta'],
      it: ['Bicicletta da città 28", ottime condizioni', 'Bici da corsa Shimano 105, taglia 54'],
      ja: ['ロードバイク 105コンポ 美品', '電動アシスト自転車 バッテリー良好'],
    },
    notes: ['New chain and brake pads last month.', 'Tyres hold air, gears shift cleanly.', 'Lock and lights included.'],
  },
  {
    // A child's first bike costs a fraction of an adult's, so it has a range of its own.
    subcategory: 'bicycles',
    usd: [25, 90],
    titles: {
      en: ["Kids' bike 20 inch, great first bike", "Kids' bike 16 inch with stabilisers"],
      de: ['Kinderfahrrad 20 Zoll, ideal zum Lernen', 'Kinderfahrrad 16 Zoll mit Stützrädern'],
      fr: ['Vélo enfant 20 pouces, très bon état'],
      es: ['Bicicleta infantil de 20 pulgadas'],
      it: ['Bicicletta per bambini 20 pollici'],
      ja: ['子供用自転車 20インチ', '子供用自転車 16インチ 補助輪付き'],
    },
  },
  {
    subcategory: 'cell-phones',
    usd: [180, 520],
    weight: 3,
    titles: {
      en: ['iPhone 13 128GB, unlocked, battery 89%', 'Samsung Galaxy S22, 256GB, with case', 'Google Pixel 7 – boxed with charger'],
      de: ['iPhone 13 128GB, entsperrt, Akku 89 %', 'Samsung Galaxy S22 256GB mit Hülle'],
      fr: ['iPhone 13 128 Go débloqué, très bon état', 'Samsung Galaxy S22 256 Go avec coque'],
      es: ['iPhone 13 128GB libre, batería 89%', 'Samsung Galaxy S22 256GB con funda'],
      it: ['iPhone 13 128GB sbloccato, batteria 89%', 'Samsung Galaxy S22 256GB con cover'],
      ja: ['iPhone 13 128GB 美品', 'Galaxy S22 256GB SIMフリー', 'Google Pixel 7 箱付き'],
    },
    notes: ['Factory reset and ready to go.', 'Always kept in a case with a screen protector.', 'Works on all networks.'],
  },
  {
    subcategory: 'furniture',
    usd: [30, 700],
    weight: 4,
    titles: {
      en: ['IKEA Kallax shelf 4x4, white', 'Solid oak dining table with 4 chairs', '3-seater sofa, grey fabric, pet-free home', 'Mid-century armchair, newly reupholstered', 'Queen bed frame with slatted base'],
      de: ['Sofa 3-Sitzer, grau, Nichtraucherhaushalt', 'Esstisch Eiche massiv mit 4 Stühlen', 'IKEA Kallax Regal 4x4 weiß'],
      fr: ['Canapé 3 places en bon état', 'Table à manger en chêne + 4 chaises', 'Étagère IKEA Kallax blanche'],
      es: ['Sofá de 3 plazas gris, muy cómodo', 'Mesa de comedor de roble con 4 sillas', 'Estantería IKEA Kallax blanca'],
      it: ['Divano 3 posti grigio, come nuovo', 'Tavolo da pranzo in rovere con 4 sedie', 'Libreria IKEA Kallax bianca'],
      ja: ['3人掛けソファ グレー 引き取り限定', 'ダイニングテーブル 4脚セット', 'IKEA カラックス 棚 白'],
    },
    notes: ['Smoke-free home.', 'Comes apart for transport – bring a van or a big car.', 'Happy to send measurements.'],
  },
  {
    subcategory: 'electronics',
    usd: [40, 450],
    weight: 3,
    titles: {
      en: ['Sony WH-1000XM4 noise-cancelling headphones', '55" 4K smart TV with remote and wall mount', 'JBL Charge 5 Bluetooth speaker'],
      de: ['Sony WH-1000XM4 Kopfhörer mit Noise Cancelling', '4K-Fernseher 55 Zoll mit Wandhalterung'],
      fr: ['Casque Sony WH-1000XM4 à réduction de bruit', 'TV 4K 55 pouces avec support mural'],
      es: ['Auriculares Sony WH-1000XM4 con cancelación de ruido', 'Televisor 4K de 55" con soporte de pared'],
      it: ['Cuffie Sony WH-1000XM4 con cancellazione del rumore', 'TV 4K 55 pollici con staffa a muro'],
      ja: ['ソニー WH-1000XM4 ノイズキャンセリングヘッドホン', '4Kテレビ 55インチ 壁掛け金具付き'],
    },
    notes: ['All cables and the original box included.', 'Tested and working perfectly.'],
  },
  {
    subcategory: 'computers',
    usd: [120, 900],
    weight: 2,
    titles: {
      en: ['MacBook Air M1 8GB/256GB, space grey', 'Gaming PC – RTX 3060, Ryzen 5, 16GB RAM', 'Dell 27" monitor, 1440p, height adjustable'],
      de: ['MacBook Air M1 8GB/256GB, Space Grau', 'Gaming-PC RTX 3060, Ryzen 5, 16 GB RAM'],
      fr: ['MacBook Air M1 8 Go/256 Go gris sidéral', 'PC gamer RTX 3060, Ryzen 5, 16 Go'],
      es: ['MacBook Air M1 8GB/256GB gris espacial', 'PC gaming RTX 3060, Ryzen 5, 16GB RAM'],
      it: ['MacBook Air M1 8GB/256GB grigio siderale', 'PC da gaming RTX 3060, Ryzen 5, 16GB'],
      ja: ['MacBook Air M1 8GB/256GB スペースグレイ', 'ゲーミングPC RTX3060 Ryzen5 16GB'],
    },
    notes: ['Battery health 91%, charger included.', 'Runs everything at 1080p on high settings; freshly reinstalled.', 'No dead pixels, stand and cables included.'],
  },
  {
    subcategory: 'video-gaming',
    usd: [180, 480],
    weight: 2,
    titles: {
      en: ['Nintendo Switch OLED with 3 games', 'PS5 disc edition + 2 controllers', 'Xbox Series S, barely used'],
      de: ['Nintendo Switch OLED mit 3 Spielen', 'PS5 mit Laufwerk + 2 Controller'],
      fr: ['Nintendo Switch OLED + 3 jeux', 'PS5 édition standard + 2 manettes'],
      es: ['Nintendo Switch OLED con 3 juegos', 'PS5 con lector + 2 mandos'],
      it: ['Nintendo Switch OLED con 3 giochi', 'PS5 con lettore + 2 controller'],
      ja: ['ニンテンドースイッチ 有機EL ソフト3本付き', 'PS5 本体 コントローラー2個'],
    },
    notes: ['Games: Mario Kart 8, Zelda and Animal Crossing.', 'No drift on either controller.', 'Only used for a few months, comes boxed.'],
  },
  {
    subcategory: 'clothing-accessories',
    usd: [15, 160],
    weight: 2,
    titles: {
      en: ["Patagonia down jacket, men's M", "Leather boots, women's size 8, worn twice", "Vintage Levi's 501, W32 L32"],
      de: ['Winterjacke Damen Gr. M, kaum getragen', 'Lederstiefel Gr. 39, zweimal getragen'],
      fr: ['Doudoune homme taille M', 'Bottes en cuir pointure 39, portées deux fois'],
      es: ['Chaqueta de plumas hombre talla M', 'Botas de piel talla 39, casi nuevas'],
      it: ['Piumino uomo taglia M', 'Stivali in pelle n. 39, usati due volte'],
      ja: ['ダウンジャケット メンズ M', 'レザーブーツ 24.5cm 2回着用'],
    },
    notes: ['From a smoke-free home.', 'Happy to send more photos.'],
  },
  {
    subcategory: 'music-instruments',
    usd: [90, 600],
    weight: 2,
    titles: {
      en: ['Yamaha acoustic guitar with gig bag', 'Digital piano, 88 weighted keys', 'Fender Squier Stratocaster + 15W amp'],
      de: ['Yamaha Akustikgitarre mit Tasche', 'E-Piano 88 Tasten, gewichtet'],
      fr: ['Guitare acoustique Yamaha avec housse', 'Piano numérique 88 touches'],
      es: ['Guitarra acústica Yamaha con funda', 'Piano digital 88 teclas contrapesadas'],
      it: ['Chitarra acustica Yamaha con custodia', 'Pianoforte digitale 88 tasti pesati'],
      ja: ['ヤマハ アコースティックギター ケース付き', '電子ピアノ 88鍵'],
    },
    notes: ['New strings fitted, plays well.', 'Stand, pedal and headphones included.', 'Comes with lead, strap and a few picks.'],
  },
  {
    subcategory: 'baby-kids',
    usd: [20, 350],
    weight: 2,
    titles: {
      en: ['Bugaboo stroller with rain cover', 'Cot with mattress, white', 'Bundle of baby clothes, 0–6 months'],
      de: ['Kinderwagen Bugaboo mit Regenschutz', 'Babybett mit Matratze, weiß'],
      fr: ['Poussette Bugaboo avec habillage pluie', 'Lit bébé avec matelas, blanc'],
      es: ['Carrito Bugaboo con burbuja de lluvia', 'Cuna con colchón, blanca'],
      it: ['Passeggino Bugaboo con parapioggia', 'Lettino con materasso, bianco'],
      ja: ['ベビーカー バガブー レインカバー付き', 'ベビーベッド マットレス付き'],
    },
    notes: ['Folds flat for the car boot.', 'Mattress always used with a protector.', 'All washed, about 40 pieces.'],
  },
  {
    subcategory: 'appliances',
    usd: [40, 450],
    weight: 2,
    titles: {
      en: ['Bosch washing machine 7kg, works perfectly', 'Nespresso machine with milk frother', 'Fridge freezer, 180cm, stainless steel'],
      de: ['Waschmaschine Bosch 7 kg, voll funktionsfähig', 'Kühl-Gefrierkombination 180 cm'],
      fr: ['Lave-linge Bosch 7 kg, fonctionne parfaitement', 'Machine Nespresso avec mousseur à lait'],
      es: ['Lavadora Bosch 7 kg, funciona perfectamente', 'Cafetera Nespresso con espumador'],
      it: ['Lavatrice Bosch 7 kg, perfettamente funzionante', 'Macchina Nespresso con montalatte'],
      ja: ['洗濯機 7kg 動作良好', 'ネスプレッソ ミルクフォーマー付き'],
    },
    notes: ['Cleaned and ready to go.', 'Can show it running before you buy.'],
  },
  {
    subcategory: 'sporting-goods',
    usd: [40, 300],
    weight: 2,
    titles: {
      en: ['Adjustable dumbbells 2 x 24kg', '7\'2" funboard with fins and leash', 'Camping tent for 4 people, used once'],
      de: ['Verstellbare Kurzhanteln 2 x 24 kg', 'Zelt für 4 Personen, einmal benutzt'],
      fr: ['Haltères réglables 2 x 24 kg', 'Tente de camping 4 places'],
      es: ['Mancuernas ajustables 2 x 24 kg', 'Tienda de campaña para 4 personas'],
      it: ['Manubri regolabili 2 x 24 kg', 'Tenda da campeggio 4 posti'],
      ja: ['可変式ダンベル 24kg×2', '4人用テント 1回使用'],
    },
    notes: ['Great for a home gym.', 'A few small dings, all repaired and watertight.', 'All pegs and poles present.'],
  },
  {
    subcategory: 'books',
    usd: [10, 60],
    titles: {
      en: ['Box of 30 paperback novels', "First-year economics textbooks, latest editions", 'Complete Harry Potter hardback set'],
      de: ['Bücherkiste mit 30 Romanen'],
      fr: ['Lot de 30 romans de poche'],
      es: ['Lote de 30 novelas de bolsillo'],
      it: ['Lotto di 30 romanzi tascabili'],
      ja: ['文庫本 30冊セット'],
    },
    notes: ['Mostly crime and literary fiction.', 'No highlighting inside.', 'Dust jackets in good shape.'],
  },
  {
    subcategory: 'tools',
    usd: [50, 300],
    titles: {
      en: ['Makita cordless drill with 2 batteries', 'Petrol lawn mower, self-propelled', 'Socket set, 120 pieces, in case'],
      de: ['Makita Akkuschrauber mit 2 Akkus', 'Benzin-Rasenmäher mit Radantrieb'],
      fr: ['Perceuse sans fil Makita + 2 batteries'],
      es: ['Taladro inalámbrico Makita con 2 baterías'],
      it: ['Trapano avvitatore Makita con 2 batterie'],
      ja: ['マキタ 充電式ドリル バッテリー2個'],
    },
    notes: ['Charger and case included.', 'Starts first pull, just serviced.', 'Only a couple of sockets missing.'],
  },
  {
    subcategory: 'toys-games',
    usd: [25, 180],
    titles: {
      en: ['LEGO Technic set, complete with instructions', 'Board games bundle: Catan, Ticket to Ride, Carcassonne'],
      de: ['LEGO Technic Set, vollständig mit Anleitung', 'Brettspiele: Catan, Zug um Zug, Carcassonne'],
      fr: ['Lot de jeux de société : Catan, Les Aventuriers du Rail'],
      es: ['Lote de juegos de mesa: Catan, Aventureros al Tren'],
      it: ['Giochi da tavolo: Catan, Ticket to Ride, Carcassonne'],
      ja: ['レゴ テクニック 完品 説明書付き'],
    },
    notes: ['All pieces counted, instructions included.', 'All cards and pieces complete, played a handful of times.'],
  },
  {
    subcategory: 'photo-video',
    usd: [300, 1600],
    titles: {
      en: ['Canon EOS R6 body, low shutter count', 'Fujifilm X-T3 with 18-55mm lens', 'DJI Mini 3 drone, Fly More kit'],
      de: ['Fujifilm X-T3 mit 18-55-mm-Objektiv'],
      fr: ['Fujifilm X-T3 avec objectif 18-55 mm'],
      es: ['Fujifilm X-T3 con objetivo 18-55 mm'],
      it: ['Fujifilm X-T3 con obiettivo 18-55 mm'],
      ja: ['富士フイルム X-T3 18-55mmレンズキット', 'キヤノン EOS R6 ボディ'],
    },
    notes: ['Sensor clean, two batteries and charger.', 'Never dropped, always kept in a padded bag.', 'Three batteries, charging hub and spare propellers.'],
  },
  {
    subcategory: 'household',
    usd: [20, 250],
    titles: {
      en: ['Dyson V8 cordless vacuum', 'Le Creuset casserole 24cm, orange', 'Set of 6 wine glasses with decanter'],
      de: ['Dyson V8 Akku-Staubsauger'],
      fr: ['Aspirateur sans fil Dyson V8'],
      es: ['Aspiradora sin cable Dyson V8'],
      it: ['Aspirapolvere senza fili Dyson V8'],
      ja: ['ダイソン V8 コードレス掃除機'],
    },
  },
  {
    subcategory: 'jewelry',
    usd: [40, 400],
    titles: { en: ['Sterling silver necklace, never worn', 'Vintage Seiko watch, recently serviced'] },
    notes: ['Comes in the original box.'],
  },
  {
    subcategory: 'collectibles',
    usd: [50, 500],
    titles: {
      en: ['Pokémon card collection, 300+ cards', "Vinyl records – 70s rock, 40 LPs"],
      de: ['Schallplattensammlung 70er Rock, 40 LPs'],
      ja: ['ポケモンカード まとめ売り 300枚以上'],
    },
    notes: ['Sleeved and stored in a binder.', 'All records play well, sleeves in good shape.'],
  },
  {
    subcategory: 'tickets',
    usd: [40, 200],
    kind: 'ticket',
    titles: { en: ['2 tickets – Saturday concert, face value', 'Home game ticket, good seat on the halfway line'] },
    notes: ["Can't make it any more, selling at what I paid."],
  },
  {
    subcategory: 'motorcycles',
    usd: [1800, 6500],
    titles: {
      en: ['Honda CB500F, 21,000 km, ABS', 'Vespa Primavera 125, 2019, one owner'],
      de: ['Vespa Primavera 125, Bj. 2019'],
      fr: ['Scooter Vespa Primavera 125 de 2019'],
      es: ['Vespa Primavera 125 de 2019'],
      it: ['Vespa Primavera 125 del 2019, tagliandata'],
      ja: ['ホンダ スーパーカブ110 2019年式'],
    },
    notes: ['Serviced every year, receipts available.', 'Two keys and top box included.'],
  },
  {
    subcategory: 'auto-parts',
    usd: [60, 400],
    titles: {
      en: ['Set of 4 winter tyres 205/55 R16 on rims', 'Roof box 420L with keys'],
      de: ['4 Winterreifen 205/55 R16 auf Felgen', 'Dachbox 420 L mit Schlüssel'],
      fr: ['4 pneus hiver 205/55 R16 sur jantes'],
      es: ['4 neumáticos de invierno 205/55 R16 con llantas'],
      it: ['4 gomme invernali 205/55 R16 con cerchi'],
      ja: ['スタッドレスタイヤ 205/55R16 ホイール付き4本'],
    },
    notes: ['About 6mm tread left.', 'Fits most roof racks, both keys.'],
  },
  { subcategory: 'boats', usd: [1500, 4500], titles: { en: ['Aluminium dinghy 3.1m with 4hp outboard', 'Two-person sea kayak with paddles'] }, weight: 0.5 },
  { subcategory: 'rvs-campers', usd: [18000, 32000], titles: { en: ['VW T5 campervan conversion, 2012', 'Pop-top camper trailer, sleeps 4'] }, weight: 0.5 },
  { subcategory: 'antiques', usd: [150, 900], titles: { en: ['Victorian writing desk with drawers', 'Antique brass floor lamp, rewired'] }, weight: 0.7 },
  { subcategory: 'farm-garden', usd: [40, 200], titles: { en: ['Raised garden beds x3, cedar', 'Potted lemon tree, 1.5m tall'] }, weight: 0.7 },
  { subcategory: 'materials', usd: [20, 120], titles: { en: ['Leftover floor tiles, about 12 m²', 'Pine timber offcuts – great for projects'] }, weight: 0.6 },
  { subcategory: 'health-beauty', usd: [250, 450], titles: { en: ['Dyson Airwrap complete, boxed'] }, weight: 0.6 },
  { subcategory: 'arts-crafts', usd: [60, 180], titles: { en: ['Brother sewing machine with accessories', 'Acrylic paint set and easel'] }, weight: 0.6 },
  { subcategory: 'business', usd: [1200, 3500], titles: { en: ['Commercial espresso machine, 2 group', 'Shop display shelving – 6 units'] }, weight: 0.4 },
  { subcategory: 'general', usd: [10, 50], titles: { en: ['Assorted kitchen items – take the lot', 'Picture frames, various sizes'] }, weight: 0.7 },
  {
    subcategory: 'free-stuff',
    usd: [0, 0],
    kind: 'free',
    weight: 2,
    titles: {
      en: ['Free: moving boxes, about 20', 'Free firewood – you collect', 'Free desk, needs a new screw'],
      de: ['Zu verschenken: Umzugskartons', 'Zu verschenken: Schreibtisch'],
      fr: ['À donner : cartons de déménagement', 'À donner : bureau en bois'],
      es: ['Se regala: cajas de mudanza', 'Se regala escritorio de madera'],
      it: ['Regalo scatoloni per trasloco', 'Regalo scrivania in legno'],
      ja: ['無料：引越し用段ボール 20枚', '無料で差し上げます：学習机'],
    },
  },
  {
    subcategory: 'garage-sales',
    usd: [0, 0],
    kind: 'no-price',
    titles: {
      en: ['Moving sale this Saturday – everything must go', 'Garage sale: tools, toys, kitchenware'],
      de: ['Hofflohmarkt am Samstag'],
      fr: ['Vide-grenier ce dimanche'],
      es: ['Venta de garaje este sábado'],
      it: ['Svuota cantina sabato'],
      ja: ['ガレージセール 今週土曜日'],
    },
  },
  {
    subcategory: 'wanted',
    usd: [0, 0],
    kind: 'no-price',
    weight: 0.8,
    titles: {
      en: ['Wanted: working bicycle for commuting', 'Looking for a second-hand desk', 'Wanted: cot or travel cot'],
      de: ['Suche gebrauchtes Fahrrad'],
      fr: ['Recherche vélo d’occasion'],
      es: ['Busco bicicleta de segunda mano'],
      it: ['Cerco bicicletta usata'],
      ja: ['中古自転車を探しています'],
    },
  },
];

export interface TextKindSpec {
  category: Exclude<CategorySlug, 'for-sale'>;
  subcategory: string;
  weight?: number;
  titles: Localised<string[]>;
  /**
   * English bodies are required; other languages fall back to the category blurb. As
   * many bodies as titles pairs them by position; fewer means every body fits every title.
   */
  descriptions: Localised<string[]>;
  /** Price range in USD, or null when ads of this kind carry no price. */
  usd: readonly [number, number] | null;
  /** How often an ad of a priced kind still shows its price. */
  priceChance?: number;
  /** Local price level; by default labour (services, gigs, classes) follows wages. */
  costFactor?: (city: City | undefined) => number;
}

export const TEXT_KINDS: readonly TextKindSpec[] = [
  // Housing
  {
    category: 'housing',
    subcategory: 'rooms',
    weight: 3,
    usd: [550, 1100],
    costFactor: housingCostOf,
    titles: {
      en: ['Room available in friendly flatshare', 'Furnished double room, bills included', 'Private room with own bathroom, quiet household'],
      de: ['WG-Zimmer in netter 3er-WG, möbliert', 'Zimmer zur Zwischenmiete, 14 m²'],
      fr: ['Chambre en colocation, meublée, charges comprises'],
      es: ['Habitación en piso compartido, gastos incluidos'],
      it: ['Stanza singola in appartamento condiviso'],
      ja: ['シェアハウス 個室 家具付き'],
    },
    descriptions: {
      en: [
        'Double room in a {area} house with two easy-going housemates (both working). Bed, desk and wardrobe included; bills and Wi-Fi split evenly. Five minutes to the bus. Tell us a bit about yourself!',
        'Sunny furnished room in {area}, bills included. Shared kitchen and bathroom, washing machine, small garden. Looking for someone tidy and friendly for at least 6 months.',
      ],
      de: ['Möbliertes Zimmer in {area}, Nebenkosten und WLAN inklusive. Wir sind eine entspannte Berufstätigen-WG und suchen jemanden ab nächstem Monat. Schreib uns ein bisschen über dich!'],
    },
  },
  {
    category: 'housing',
    subcategory: 'houses',
    weight: 2,
    usd: [1800, 3400],
    costFactor: housingCostOf,
    titles: {
      en: ['3-bedroom house with garden, pets considered', 'Family home, 4 bed 2 bath, double garage', 'Renovated terrace house close to schools'],
      de: ['Einfamilienhaus mit Garten zu vermieten'],
      fr: ['Maison 4 pièces avec jardin à louer'],
      es: ['Casa con jardín en alquiler, 3 dormitorios'],
      it: ['Villetta con giardino in affitto'],
      ja: ['庭付き一戸建て 3LDK 賃貸'],
    },
    descriptions: {
      en: [
        'Well-kept house in {area} with a private garden, new kitchen and off-street parking. Walk to the primary school and shops. Long lease preferred; pets considered on application.',
        'Family home in a quiet street in {area}. Big backyard, garage and a renovated kitchen. Available now. Viewings Saturday morning.',
      ],
    },
  },
  {
    category: 'housing',
    subcategory: 'sublets',
    usd: [900, 1800],
    costFactor: housingCostOf,
    titles: {
      en: ['Summer sublet: furnished studio, June–August', 'Sublet 3 months, fully furnished 1-bed'],
      de: ['Zwischenmiete: 1-Zimmer-Wohnung für 3 Monate'],
      fr: ['Sous-location studio meublé pour 3 mois'],
    },
    descriptions: {
      en: ["I'm away for three months and looking for someone tidy to take over my place in {area}. Fully furnished, just bring your clothes. Utilities included."],
    },
  },
  {
    category: 'housing',
    subcategory: 'parking',
    usd: [80, 300],
    costFactor: housingCostOf,
    titles: {
      en: ['Secure underground parking space', 'Garage space for rent near the station'],
      de: ['Tiefgaragenstellplatz zu vermieten'],
      fr: ['Place de parking en sous-sol à louer'],
      es: ['Plaza de garaje en alquiler'],
      it: ['Posto auto coperto in affitto'],
      ja: ['月極駐車場 空きあり'],
    },
    descriptions: { en: ['Parking space in a secure building in {area}, remote-controlled gate, fits a mid-size car. Monthly rent, minimum three months.'] },
  },
  {
    category: 'housing',
    subcategory: 'storage',
    weight: 0.6,
    usd: [60, 180],
    costFactor: housingCostOf,
    titles: { en: ['Storage unit 3x3m, 24/7 access', 'Dry garage for storage, no vehicle'] },
    descriptions: { en: ['Clean, dry storage space in {area}. Lockable, easy drive-up access. Ideal for furniture between moves.'] },
  },
  {
    category: 'housing',
    subcategory: 'office-space',
    weight: 0.8,
    usd: [250, 2200],
    costFactor: housingCostOf,
    titles: { en: ['Desk in shared office – coworking', 'Small furnished office for up to 4 people'], de: ['Schreibtisch in Bürogemeinschaft frei'] },
    descriptions: { en: ['Bright office space in {area} with fast internet, meeting room, kitchen and 24-hour access. Flexible monthly terms.'] },
  },
  {
    category: 'housing',
    subcategory: 'vacation-rentals',
    weight: 0.8,
    usd: [90, 300],
    costFactor: housingCostOf,
    titles: { en: ['Beach cottage, sleeps 6 – nightly rate', 'Cosy cabin for weekend getaways'], fr: ['Gîte pour 6 personnes, prix par nuit'], it: ['Casa vacanze per 6 persone, prezzo a notte'] },
    descriptions: {
      en: [
        'Our holiday place is free most weekends. Linen and towels provided, fully equipped kitchen, fire pit. Price is per night, two nights minimum.',
        'A quiet getaway an easy drive from {area}. Two bedrooms, wood stove, deck with a view. Price per night; weekly stays get a discount.',
        'Self-contained cottage with parking and a garden, close to walks and cafés. Sheets included. The price is per night, minimum stay two nights.',
      ],
    },
  },

  // Jobs: pay goes in the text, never in the price field, as real job ads do.
  {
    category: 'jobs',
    subcategory: 'part-time',
    weight: 4,
    usd: null,
    titles: {
      en: ['Barista wanted – weekend shifts', 'Part-time retail assistant, 20 hrs/week', 'Kitchen hand needed, evenings'],
      de: ['Aushilfe im Café gesucht (Minijob)', 'Barista (m/w/d) für Wochenenden gesucht'],
      fr: ['Barista H/F – week-ends', 'Vendeur/vendeuse à temps partiel'],
      es: ['Se busca camarero/a para fines de semana', 'Dependiente/a a tiempo parcial'],
      it: ['Cercasi barista per il weekend', 'Commessa part-time 20 ore'],
      ja: ['カフェスタッフ募集 週末のみOK', '居酒屋 ホールスタッフ アルバイト募集'],
    },
    descriptions: {
      en: [
        'Busy neighbourhood café in {area} looking for a friendly barista for Saturday and Sunday shifts (7am–2pm). Some coffee experience preferred. {pay} per hour plus tips. Send a short message about yourself.',
        'Independent shop in {area} needs an extra pair of hands, about 20 hours a week including one late night. Reliable, good with people, able to start soon. Pay {pay}/hour.',
        'Restaurant in {area} looking for a kitchen hand, four evenings a week. Dishwashing, prep and keeping the kitchen tidy. {pay} per hour, staff meal included.',
      ],
    },
  },
  {
    category: 'jobs',
    subcategory: 'full-time',
    weight: 3,
    usd: null,
    titles: {
      en: ['Office administrator – full-time, Monday to Friday', 'Warehouse supervisor, day shift', 'Experienced chef de partie'],
      de: ['Bürokaufmann/-frau (m/w/d) in Vollzeit', 'Lagerleiter (m/w/d) gesucht'],
      fr: ['Assistant(e) administratif(ve) en CDI', 'Chef de partie expérimenté(e)'],
      es: ['Administrativo/a a jornada completa', 'Cocinero/a con experiencia'],
      it: ['Impiegato/a amministrativo/a full-time', 'Cuoco/a con esperienza'],
      ja: ['正社員 一般事務 月〜金', '倉庫管理スタッフ 正社員募集'],
    },
    descriptions: {
      en: [
        'Small, friendly team in {area} looking for a full-time hire. Salary {salary} a year depending on experience, plus paid leave and training. Tell us why you would be a good fit.',
        'Permanent role, 38 hours a week, Monday to Friday. You will be organised, calm under pressure and good with people. {salary} per year. Start date flexible.',
      ],
    },
  },
  {
    category: 'jobs',
    subcategory: 'tech',
    weight: 2,
    usd: null,
    titles: {
      en: ['Junior front-end developer (React/TypeScript)', 'IT support technician', 'Data analyst – SQL and Python'],
      de: ['Junior Frontend-Entwickler (m/w/d) React'],
      fr: ['Développeur front-end junior (React)'],
      es: ['Desarrollador/a front-end junior (React)'],
      it: ['Sviluppatore front-end junior (React)'],
      ja: ['フロントエンドエンジニア（React/TypeScript）'],
    },
    descriptions: {
      en: ['Growing startup with an office in {area}. Hybrid – two days in the office. Salary {salary} plus equipment budget. Send a link to something you have built.'],
    },
  },
  {
    category: 'jobs',
    subcategory: 'healthcare',
    usd: null,
    titles: {
      en: ['Registered nurse – aged care, flexible hours', 'Dental receptionist'],
      de: ['Pflegefachkraft (m/w/d) gesucht'],
      fr: ['Infirmier/ère en EHPAD'],
      es: ['Enfermero/a para residencia'],
      it: ['Infermiere/a per RSA'],
      ja: ['看護師募集 日勤のみ'],
    },
    descriptions: { en: ['Caring, supportive team in {area}. Day shifts, flexible rosters, ongoing training. {pay} per hour. Relevant qualifications preferred.'] },
  },
  {
    category: 'jobs',
    subcategory: 'education',
    usd: null,
    titles: { en: ['Maths tutor for after-school centre', 'Early childhood educator'], de: ['Nachhilfelehrer/in für Mathe gesucht'] },
    descriptions: { en: ['After-school learning centre in {area} needs a patient educator, three afternoons a week. {pay} per hour. Experience with children essential.'] },
  },
  {
    category: 'jobs',
    subcategory: 'contract',
    usd: null,
    titles: { en: ['6-month contract: bookkeeper', 'Contract graphic designer, 3 days/week'] },
    descriptions: { en: ['Fixed-term contract based in {area}, possible extension. Rate {pay} per hour. Please include a CV or portfolio.'] },
  },
  {
    category: 'jobs',
    subcategory: 'temporary',
    usd: null,
    titles: { en: ['Temporary warehouse packers – 4 weeks', 'Seasonal retail staff for the holidays'] },
    descriptions: { en: ['Temporary work at our distribution centre in {area}, starting next week. Day and evening shifts, {pay} per hour. Training on the first day; safety shoes provided. Send a short CV, interviews on site.'] },
  },
  {
    category: 'jobs',
    subcategory: 'internship',
    weight: 0.6,
    usd: null,
    titles: { en: ['Paid marketing internship – 3 months'], fr: ['Stage marketing rémunéré – 6 mois'] },
    descriptions: { en: ['Paid internship for a student or recent graduate in a small agency in {area}. Learn social media, copywriting and analytics.'] },
  },
  {
    category: 'jobs',
    subcategory: 'nonprofit',
    weight: 0.5,
    usd: null,
    titles: { en: ['Community programme coordinator (charity)'] },
    descriptions: { en: ['Local charity in {area} looking for a coordinator for our youth programme. Part-funded role, {salary} pro rata.'] },
  },
  {
    category: 'jobs',
    subcategory: 'government',
    weight: 0.4,
    usd: null,
    titles: { en: ['Library assistant – city council'] },
    descriptions: { en: ['The council is hiring a library assistant for the {area} branch. Salary {salary}. Applications through the council website; questions welcome here.'] },
  },

  // Services
  {
    category: 'services',
    subcategory: 'household',
    weight: 3,
    usd: [25, 45],
    priceChance: 0.6,
    titles: {
      en: ['House cleaning – reliable, insured, own supplies', 'End-of-lease cleaning, deposit-back guarantee', 'Handyman for small jobs around the house'],
      de: ['Reinigungskraft für Haushalt, zuverlässig', 'Hausmeisterservice und kleine Reparaturen'],
      fr: ['Ménage à domicile, sérieuse et ponctuelle', 'Petits travaux de bricolage'],
      es: ['Limpieza de hogar, responsable y con referencias', 'Manitas para pequeñas reparaciones'],
      it: ['Pulizie domestiche, seria e puntuale', 'Tuttofare per piccoli lavori'],
      ja: ['ハウスクリーニング承ります', '家具組み立て・小修理します'],
    },
    descriptions: {
      en: [
        'Experienced cleaner covering {area} and nearby. Weekly, fortnightly or one-off cleans, eco-friendly products. References available.',
        'Moving out? Full end-of-lease clean including oven, windows and carpets, so you get your deposit back. Covering {area} and nearby suburbs.',
        'Shelves, flat-pack furniture, leaky taps, curtain rails – no job too small. Own tools, tidy work, based in {area}.',
      ],
    },
  },
  {
    category: 'services',
    subcategory: 'labor-moving',
    weight: 2,
    usd: [50, 120],
    priceChance: 0.7,
    titles: {
      en: ['Man with a van – moves and deliveries', 'Two movers + truck, hourly rate'],
      de: ['Umzugshilfe mit Transporter'],
      fr: ['Déménagement avec camionnette'],
      es: ['Mudanzas y portes con furgoneta'],
      it: ['Traslochi e sgomberi con furgone'],
      ja: ['引越し・不用品回収 軽トラあり'],
    },
    descriptions: { en: ['Large van, blankets and straps included. Small moves, IKEA pick-ups and rubbish runs around {area}. Price is per hour, evenings and weekends available.'] },
  },
  {
    category: 'services',
    subcategory: 'lessons-tutoring',
    weight: 2,
    usd: [25, 60],
    priceChance: 0.8,
    titles: {
      en: ['Maths and physics tutoring, all levels', 'Piano lessons for beginners', 'Spanish conversation classes'],
      de: ['Nachhilfe in Mathe und Physik', 'Klavierunterricht für Anfänger'],
      fr: ['Cours particuliers de maths', 'Cours de piano pour débutants'],
      es: ['Clases particulares de matemáticas', 'Clases de inglés con profesora nativa'],
      it: ['Ripetizioni di matematica e fisica', 'Lezioni di pianoforte'],
      ja: ['数学・英語 家庭教師', '初心者向けピアノレッスン'],
    },
    descriptions: { en: ['Patient, experienced tutor offering lessons in {area} or online. First lesson half price. Price is per hour.'] },
  },
  {
    category: 'services',
    subcategory: 'skilled-trades',
    weight: 2,
    usd: [50, 95],
    priceChance: 0.5,
    titles: {
      en: ['Licensed electrician – no job too small', 'Painter and decorator, free quotes', 'Plumber – leaks, taps, hot water'],
      de: ['Malerarbeiten – kostenloses Angebot'],
      fr: ['Peintre en bâtiment – devis gratuit'],
      es: ['Pintor profesional – presupuesto sin compromiso'],
      it: ['Imbianchino – preventivi gratuiti'],
      ja: ['電気工事 小さな工事もOK'],
    },
    descriptions: { en: ['Fully licensed and insured, 15 years in the trade. Servicing {area} and surrounds. Free quotes, tidy work, all work guaranteed.'] },
  },
  {
    category: 'services',
    subcategory: 'computer',
    usd: [40, 90],
    priceChance: 0.7,
    titles: { en: ['Laptop and PC repair, same-day service', 'Website design for small businesses'], de: ['PC- und Laptop-Reparatur, schnell und günstig'] },
    descriptions: { en: ['Slow computer, broken screen or virus? Fixed fast, most repairs same day. Home visits in {area}.', 'Simple, fast websites for cafés, trades and shops, including hosting set-up. Meet for a coffee in {area} to talk it through.'] },
  },
  {
    category: 'services',
    subcategory: 'pets',
    usd: [15, 30],
    priceChance: 0.8,
    titles: {
      en: ['Dog walking and pet sitting', 'Cat sitter – daily home visits'],
      de: ['Gassi-Service und Tierbetreuung'],
      fr: ['Promenade de chiens et garde d’animaux'],
      es: ['Paseador de perros y cuidado de mascotas'],
      it: ['Dog sitter e passeggiate'],
      ja: ['ペットシッター 犬の散歩代行'],
    },
    descriptions: { en: ['Animal lover with years of experience. Group or solo walks around the parks of {area}, photo updates every time. Price per walk.', 'Going away? I visit once or twice a day to feed, play and clean the litter tray, with photo updates. Covering {area}. Price per visit.'] },
  },
  {
    category: 'services',
    subcategory: 'beauty',
    usd: [30, 80],
    priceChance: 0.7,
    titles: { en: ['Mobile hairdresser – cuts and colour at home', 'Gel manicures and nail art'] },
    descriptions: { en: ['Qualified stylist coming to you anywhere in {area}. Evenings and weekends available.', 'Gel and acrylic nails from my home studio in {area}. Price per full set.'] },
  },
  {
    category: 'services',
    subcategory: 'automotive',
    usd: [60, 110],
    priceChance: 0.6,
    titles: { en: ['Mobile mechanic – servicing at your place'] },
    descriptions: { en: ['Logbook servicing, brakes and batteries done at your home or work in {area}. Price per hour, parts extra.'] },
  },
  {
    category: 'services',
    subcategory: 'events',
    weight: 0.7,
    usd: [300, 900],
    priceChance: 0.6,
    titles: { en: ['DJ for weddings and parties'], es: ['DJ para bodas y fiestas'] },
    descriptions: { en: ['Professional DJ with sound and lighting. Weddings, birthdays, corporate events. Price for a four-hour set.'] },
  },
  {
    category: 'services',
    subcategory: 'health-wellness',
    weight: 0.7,
    usd: [40, 90],
    priceChance: 0.7,
    titles: { en: ['Personal trainer – first session free', 'Remedial massage, home visits'] },
    descriptions: { en: ['Certified and insured. Sessions in the park in {area} or at your place. Price per session.', 'Qualified remedial therapist, table brought to you anywhere in {area}. Price per hour.'] },
  },
  {
    category: 'services',
    subcategory: 'writing-editing-translation',
    weight: 0.5,
    usd: [30, 70],
    priceChance: 0.6,
    titles: { en: ['Certified translation English ↔ Spanish', 'Editing and proofreading, fast turnaround'] },
    descriptions: { en: ['Experienced translator and editor. Documents, websites, CVs. Quick turnaround; price per hour or per page on request.'] },
  },
  {
    category: 'services',
    subcategory: 'financial',
    weight: 0.5,
    usd: [80, 250],
    priceChance: 0.5,
    titles: { en: ['Tax returns prepared – individuals and sole traders'] },
    descriptions: { en: ['Qualified accountant, evening and weekend appointments in {area}. Fixed fee for simple returns.'] },
  },

  // Community: mostly unpaid notices.
  {
    category: 'community',
    subcategory: 'activities',
    weight: 3,
    usd: null,
    titles: {
      en: ['Running club – Sunday 8am, all paces welcome', 'Looking for a tennis partner, intermediate', 'Board game night every Thursday'],
      de: ['Laufgruppe sonntags 8 Uhr, alle Tempos willkommen', 'Tennispartner/in gesucht'],
      fr: ['Club de course le dimanche matin', 'Cherche partenaire de tennis'],
      es: ['Grupo de running los domingos', 'Busco compañero/a de pádel'],
      it: ['Gruppo di corsa la domenica mattina', 'Cerco compagno di tennis'],
      ja: ['日曜朝のランニング仲間募集', 'テニス仲間募集 中級'],
    },
    descriptions: {
      en: [
        'Friendly, free and no pressure. We meet at the park in {area} and grab coffee afterwards. Just turn up!',
        'New to the area and keen to find someone to hit with. Weekday evenings or weekend mornings at the courts around {area}. Send me a message.',
        'We play everything from Catan to party games in a café in {area}, from 7pm. Beginners welcome, games provided.',
      ],
    },
  },
  {
    category: 'community',
    subcategory: 'lost-found',
    weight: 2,
    usd: null,
    titles: {
      en: ['Lost: grey cat near {area}, answers to Milo', 'Found: set of keys on a blue lanyard', 'Lost wallet – reward offered'],
      de: ['Katze entlaufen: grauer Kater, hört auf Milo', 'Schlüsselbund gefunden'],
      fr: ['Perdu : chat gris, répond au nom de Milo', 'Trouvé : trousseau de clés'],
      es: ['Perdido: gato gris, responde a Milo', 'Encontradas llaves con cordón azul'],
      it: ['Smarrito gatto grigio, si chiama Milo', 'Trovato mazzo di chiavi'],
      ja: ['迷い猫を探しています（グレー・オス）', '鍵を拾いました'],
    },
    descriptions: {
      en: [
        'Last seen on Tuesday evening in {area}. Please check garages and sheds. Any sighting helps – message me any time.',
        'Found this morning on the footpath in {area}. Describe the keyring and they are yours.',
        'Brown leather wallet lost on Saturday around {area}. Cards already cancelled, but it has sentimental value. Reward for its return.',
      ],
      de: [
        'Zuletzt am Dienstagabend in {area} gesehen. Bitte schaut in Kellern und Garagen nach. Jeder Hinweis hilft!',
        'Heute Morgen auf dem Gehweg in {area} gefunden. Wer den Anhänger beschreiben kann, bekommt ihn zurück.',
      ],
      fr: [
        'Vu pour la dernière fois mardi soir à {area}. Merci de vérifier vos caves et garages. Tout signalement aide !',
        'Trouvé ce matin sur le trottoir à {area}. Décrivez le porte-clés pour le récupérer.',
      ],
      es: [
        'Visto por última vez el martes por la noche en {area}. Cualquier pista ayuda, escríbeme.',
        'Encontradas esta mañana en la acera en {area}. Si me describes el llavero, son tuyas.',
      ],
      it: [
        'Visto per l’ultima volta martedì sera zona {area}. Qualsiasi segnalazione è preziosa, scrivetemi.',
        'Trovate stamattina sul marciapiede zona {area}. Descrivete il portachiavi per riaverle.',
      ],
      ja: ['火曜日の夜に{area}付近で見かけたのが最後です。心当たりのある方はご連絡ください。', '今朝{area}の歩道で拾いました。キーホルダーの特徴を教えていただければお返しします。'],
    },
  },
  {
    category: 'community',
    subcategory: 'events',
    usd: null,
    titles: { en: ['Street party this Saturday – all welcome', 'Community garden open day'], de: ['Hoffest am Samstag – alle willkommen'], fr: ['Fête des voisins samedi – venez nombreux'] },
    descriptions: { en: ['Food, music and activities for kids from noon in {area}. Bring a plate to share!'] },
  },
  {
    category: 'community',
    subcategory: 'classes',
    usd: [60, 220],
    priceChance: 0.7,
    titles: { en: ['Beginner pottery class – 4 weeks', 'Life drawing, Wednesday evenings'], fr: ['Atelier poterie pour débutants'], it: ['Corso di ceramica per principianti'] },
    descriptions: { en: ['Small group, all materials included. Held in a studio in {area}. Price is for the whole course.'] },
  },
  {
    category: 'community',
    subcategory: 'volunteers',
    usd: null,
    titles: { en: ['Volunteers needed for food bank, Saturdays'], de: ['Ehrenamtliche für die Tafel gesucht'], es: ['Se buscan voluntarios para banco de alimentos'] },
    descriptions: { en: ['We sort and pack food parcels every Saturday morning in {area}. Even two hours a month makes a difference.'] },
  },
  {
    category: 'community',
    subcategory: 'groups',
    usd: null,
    titles: { en: ["New parents' group – weekly coffee meetup", 'Book club looking for new members'] },
    descriptions: { en: ['Relaxed group meeting once a week in {area}. Everyone welcome, no need to sign up.'] },
  },
  {
    category: 'community',
    subcategory: 'musicians',
    usd: null,
    titles: { en: ['Drummer wanted for indie band'], de: ['Schlagzeuger/in für Indie-Band gesucht'], ja: ['バンドメンバー募集（ドラム）'] },
    descriptions: { en: ['We rehearse weekly near {area} and have gigs lined up. Influences: Wilco, The National. Own kit a plus.'] },
  },
  {
    category: 'community',
    subcategory: 'pets',
    usd: null,
    titles: { en: ['Rehoming: friendly 3-year-old Labrador', 'Kittens looking for loving homes'] },
    descriptions: { en: ['Vaccinated and microchipped, great with kids. Needs a home with a yard as we are moving overseas. Small adoption fee goes to the local shelter.', 'Three kittens, 10 weeks old, litter-trained and eating solids. Looking for indoor homes in or near {area}.'] },
  },
  {
    category: 'community',
    subcategory: 'rideshare',
    usd: null,
    titles: { en: ['Rideshare to the coast this Friday – 2 seats free'] },
    descriptions: { en: ['Leaving {area} around 5pm Friday, back Sunday evening. Share fuel costs. Small bags only.'] },
  },
  {
    category: 'community',
    subcategory: 'general',
    usd: null,
    titles: { en: ['Neighbourhood book swap – bring one, take one'] },
    descriptions: { en: ['The little library box on the corner in {area} has been restocked. Drop off books you have finished and take something new.'] },
  },

  // Gigs: one-off paid work, usually with a stated fee.
  {
    category: 'gigs',
    subcategory: 'labor',
    weight: 3,
    usd: [40, 150],
    priceChance: 0.8,
    titles: {
      en: ['Help needed moving a sofa – 2 hours', 'Garden clean-up this weekend'],
      de: ['Helfer für Umzug am Samstag gesucht (3 Std.)'],
      fr: ['Cherche aide pour déménagement samedi'],
      es: ['Busco ayuda para mudanza el sábado'],
      it: ['Cercasi aiuto per trasloco sabato'],
      ja: ['引越しの手伝い 3時間'],
    },
    descriptions: { en: ['Need a strong pair of hands in {area} this weekend. Should take about two hours. Paid in cash on the day.'] },
  },
  {
    category: 'gigs',
    subcategory: 'event',
    usd: [100, 250],
    priceChance: 0.8,
    titles: { en: ['Event staff needed for Saturday market', 'Bar staff for a private party'] },
    descriptions: { en: ['One day of work in {area}, setting up stalls and helping customers. Lunch provided, paid at the end of the day.', 'Birthday party for 60 guests in {area}, 6pm to midnight. Pouring drinks and clearing glasses; RSA or similar a plus.'] },
  },
  {
    category: 'gigs',
    subcategory: 'creative',
    usd: [100, 300],
    priceChance: 0.7,
    titles: { en: ['Photographer needed for 1-hour product shoot', 'Illustrator for a children’s book cover'], fr: ['Cherche photographe pour un shooting produit'] },
    descriptions: { en: ['Small brand looking for someone with their own gear. Send a portfolio link and your availability.', 'Self-published picture book needs a warm, colourful cover. Send a portfolio link and your availability.'] },
  },
  {
    category: 'gigs',
    subcategory: 'computer',
    usd: [50, 120],
    priceChance: 0.7,
    titles: { en: ['Set up my home Wi-Fi and printer', 'Fix a small WordPress site'] },
    descriptions: { en: ['Probably a one-hour job for someone who knows what they are doing. In {area}, any evening this week.'] },
  },
  {
    category: 'gigs',
    subcategory: 'domestic',
    usd: [80, 200],
    priceChance: 0.7,
    titles: { en: ['One-off deep clean of a 2-bed apartment'], de: ['Einmalige Grundreinigung gesucht'] },
    descriptions: { en: ['Moving out next week and need the place spotless. Supplies provided. In {area}.'] },
  },
  {
    category: 'gigs',
    subcategory: 'talent',
    weight: 0.6,
    usd: [80, 200],
    priceChance: 0.8,
    titles: { en: ['Extras wanted for short film – one day'] },
    descriptions: { en: ['Student film shooting in {area}. All ages welcome. Meals provided and a small fee.'] },
  },
  {
    category: 'gigs',
    subcategory: 'writing',
    weight: 0.6,
    usd: [60, 150],
    priceChance: 0.8,
    titles: { en: ['Proofread a 20-page report'] },
    descriptions: { en: ['Looking for a careful proofreader, British or American English. Needed by Friday.'] },
  },
  {
    category: 'gigs',
    subcategory: 'crew',
    weight: 0.6,
    usd: [200, 400],
    priceChance: 0.8,
    titles: { en: ['Crew needed for film shoot, 2 days'] },
    descriptions: { en: ['Grips and runners for a music video in {area}. Long days, good fun. Fee is for both days.'] },
  },
];

/** How often each category is posted: goods dominate every classifieds site. */
export const CATEGORY_WEIGHTS: Readonly<Record<CategorySlug, number>> = {
  'for-sale': 45,
  housing: 15,
  jobs: 12,
  services: 12,
  community: 9,
  gigs: 7,
};
