/**
 * The demo ads' words: what sellers write around an item in each language the demo
 * posts in (German, French, Spanish, Italian, Japanese, and English everywhere else).
 * Data only; write-ad.ts puts the sentences together.
 */
import type { City } from '../domain/geo/cities';
import type { CategorySlug } from '../domain/taxonomy/categories';
import type { Condition } from '../domain/taxonomy/conditions';

export type AdLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'ja';

/** English is required so every ad has a fallback; other languages are optional. */
export type Localised<T> = { en: T } & Partial<Record<Exclude<AdLanguage, 'en'>, T>>;

const TRANSLATED_LANGUAGES: readonly AdLanguage[] = ['de', 'fr', 'es', 'it', 'ja'];

export function adLanguageOf(city: City | undefined): AdLanguage {
  const code = city?.languageCode;
  return TRANSLATED_LANGUAGES.find((language) => language === code) ?? 'en';
}

interface ForSalePhrases {
  /** Opening line of an ad for something given away. */
  free: string[];
  reasons: string[];
  condition: Record<Condition, string>;
  pickup: string[];
  delivery: string[];
  negotiable: string[];
  firm: string[];
  closing: string[];
}

export const FOR_SALE_PHRASES: Record<AdLanguage, ForSalePhrases> = {
  en: {
    free: ['Free to anyone who can collect.', 'Giving this away – it deserves a second life.'],
    reasons: [
      "Selling because I'm moving overseas.",
      'Upgraded, so this one needs a new home.',
      'Clearing out the spare room.',
      'No longer needed now the kids have grown up.',
      'Bought it for a project that never happened.',
      'Downsizing before a move.',
    ],
    condition: {
      new: 'Brand new, never used – still in the original packaging.',
      'like-new': 'Like new: used only a handful of times.',
      excellent: 'Excellent condition, no scratches or marks.',
      good: 'Good condition with a few light signs of use.',
      fair: 'Works fine but shows its age – a few scuffs, priced to match.',
    },
    pickup: ['Pick-up from {area}.', 'Collection in {area}, easy parking out front.', 'Can meet somewhere central in {area}.'],
    delivery: ['Happy to deliver locally for a small fee.', 'Can drop off within 10 km.'],
    negotiable: ['Open to reasonable offers.', 'Price negotiable for a quick sale.'],
    firm: ['Price is firm.', 'No lowball offers, please.'],
    closing: ['Message me with any questions.', 'First come, first served.', 'Cash or bank transfer on pick-up.', 'Still available while the ad is up.'],
  },
  de: {
    free: ['Zu verschenken an Selbstabholer.', 'Gebe ich kostenlos ab, bevor es im Müll landet.'],
    reasons: ['Verkaufe wegen Umzug.', 'Habe mir ein neues Modell gekauft.', 'Wird nicht mehr gebraucht.', 'Platzmangel in der neuen Wohnung.'],
    condition: {
      new: 'Neu und originalverpackt.',
      'like-new': 'Neuwertig, nur wenige Male benutzt.',
      excellent: 'Sehr guter Zustand, keine Kratzer.',
      good: 'Guter Zustand mit leichten Gebrauchsspuren.',
      fair: 'Funktioniert einwandfrei, hat aber sichtbare Gebrauchsspuren.',
    },
    pickup: ['Abholung in {area}.', 'Nur Selbstabholung in {area}.'],
    delivery: ['Lieferung in der Nähe gegen kleinen Aufpreis möglich.'],
    negotiable: ['Preis VB.', 'Über den Preis lässt sich reden.'],
    firm: ['Festpreis.'],
    closing: ['Privatverkauf, keine Garantie oder Rücknahme.', 'Bei Interesse einfach melden.', 'Barzahlung bei Abholung.'],
  },
  fr: {
    free: ['À donner à qui viendra le chercher.', 'Je donne gratuitement, plutôt que de jeter.'],
    reasons: ['Vends pour cause de déménagement.', 'Remplacé par un modèle plus récent.', "Je n'en ai plus l'utilité.", 'Manque de place.'],
    condition: {
      new: "Neuf, jamais servi, dans son emballage d'origine.",
      'like-new': 'Comme neuf, très peu servi.',
      excellent: 'Excellent état, aucune rayure.',
      good: "Bon état, quelques légères traces d'usage.",
      fair: "Fonctionne parfaitement mais présente des traces d'usure.",
    },
    pickup: ['À récupérer à {area}.', 'Remise en main propre à {area}.'],
    delivery: ['Livraison possible dans le quartier.'],
    negotiable: ['Prix à débattre.', 'Ouvert aux propositions raisonnables.'],
    firm: ['Prix ferme.'],
    closing: ["N'hésitez pas à me contacter pour plus de photos.", 'Paiement en espèces au retrait.', 'Premier arrivé, premier servi.'],
  },
  es: {
    free: ['Se regala a quien venga a recogerlo.', 'Lo regalo antes de tirarlo.'],
    reasons: ['Lo vendo por mudanza.', 'Me he comprado uno nuevo.', 'Ya no lo uso.', 'Por falta de espacio.'],
    condition: {
      new: 'Nuevo, sin estrenar y en su caja.',
      'like-new': 'Como nuevo, apenas usado.',
      excellent: 'Estado excelente, sin rayas.',
      good: 'Buen estado, con ligeras marcas de uso.',
      fair: 'Funciona perfectamente pero tiene marcas de uso.',
    },
    pickup: ['Recogida en {area}.', 'Entrega en mano en {area}.'],
    delivery: ['Puedo llevarlo a domicilio por la zona.'],
    negotiable: ['Precio negociable.', 'Acepto ofertas razonables.'],
    firm: ['Precio fijo.'],
    closing: ['Escríbeme si tienes cualquier duda.', 'Pago en efectivo o transferencia.'],
  },
  it: {
    free: ['Regalo a chi viene a ritirarlo.', 'Lo regalo piuttosto che buttarlo.'],
    reasons: ['Vendo per trasloco.', 'Ho preso un modello nuovo.', 'Non lo uso più.', 'Per mancanza di spazio.'],
    condition: {
      new: 'Nuovo, mai usato, ancora imballato.',
      'like-new': 'Come nuovo, usato pochissimo.',
      excellent: 'Ottime condizioni, nessun graffio.',
      good: "Buone condizioni, lievi segni d'uso.",
      fair: "Funzionante, ma con evidenti segni d'uso.",
    },
    pickup: ['Ritiro a {area}.', 'Consegna a mano zona {area}.'],
    delivery: ['Possibile consegna in zona.'],
    negotiable: ['Prezzo trattabile.', 'Valuto offerte ragionevoli.'],
    firm: ['Prezzo non trattabile.'],
    closing: ['Per info scrivetemi pure.', 'Pagamento in contanti al ritiro.'],
  },
  ja: {
    free: ['無料でお譲りします。', '捨てるのはもったいないので差し上げます。'],
    reasons: ['引越しのため出品します。', '買い替えのため出品します。', '使わなくなったのでお譲りします。'],
    condition: {
      new: '新品・未開封です。',
      'like-new': '数回使用しただけの美品です。',
      excellent: '目立った傷や汚れはありません。',
      good: '多少の使用感はありますが、状態は良好です。',
      fair: '使用感はありますが、問題なく使えます。',
    },
    pickup: ['{area}での手渡しを希望します。', '{area}まで取りに来られる方を優先します。'],
    delivery: ['近隣でしたら配達も可能です。'],
    negotiable: ['価格交渉可。'],
    firm: ['値下げ交渉はご遠慮ください。'],
    closing: ['ご質問はお気軽にどうぞ。', 'よろしくお願いします。'],
  },
};

export const NO_PRICE_DESCRIPTIONS: Localised<string[]> = {
  en: ['Near {area}. Send me a message with what you have or any questions.', 'In {area} this weekend, 8am until everything is gone. No early birds, please.'],
  de: ['In {area}. Schreibt mir einfach eine Nachricht.'],
  fr: ['À {area}. Envoyez-moi un message.'],
  es: ['En {area}. Escríbeme un mensaje.'],
  it: ['Zona {area}. Scrivetemi un messaggio.'],
  ja: ['{area}周辺です。お気軽にメッセージください。'],
};

interface CarModels {
  models: string[];
  extras: string[];
  title(car: { year: string; model: string; distance: string; extra: string }): string;
  description: string;
}

export const CAR_ADS: Record<AdLanguage, CarModels> = {
  en: {
    models: ['Toyota Corolla LE', 'Honda Civic EX', 'Mazda 3 Touring', 'Subaru Outback', 'Toyota RAV4 GX', 'Hyundai i30', 'Volkswagen Golf', 'Ford Ranger XLT'],
    extras: ['one owner', 'full service history', 'new tyres', 'no accidents', 'very clean inside'],
    title: ({ year, model, distance, extra }) => `${year} ${model}, ${distance}, ${extra}`,
    description:
      'Selling my {year} {model}. {distance} on the clock, {extra}. Regular servicing, cold air con, no warning lights. Test drives welcome in {area}; serious buyers only, please.',
  },
  de: {
    models: ['VW Golf 7 1.4 TSI', 'Opel Corsa E', 'BMW 320d Touring', 'Audi A3 Sportback', 'Skoda Octavia Combi'],
    extras: ['TÜV neu', 'scheckheftgepflegt', 'unfallfrei', 'Nichtraucherfahrzeug'],
    title: ({ year, model, distance, extra }) => `${model}, Bj. ${year}, ${distance}, ${extra}`,
    description: 'Verkaufe meinen {model} aus {year}. {distance}, {extra}. Probefahrt in {area} nach Absprache möglich. Nur ernsthafte Anfragen.',
  },
  fr: {
    models: ['Renault Clio IV', 'Peugeot 208', 'Citroën C3', 'Dacia Sandero', 'Toyota Yaris hybride'],
    extras: ['très bon état', 'entretien à jour', 'CT OK', 'première main'],
    title: ({ year, model, distance, extra }) => `${model} ${year}, ${distance}, ${extra}`,
    description: 'Je vends ma {model} de {year}. {distance}, {extra}. Essai possible à {area}. Pas sérieux s’abstenir.',
  },
  es: {
    models: ['Seat Ibiza 1.0 TSI', 'Seat León', 'Renault Mégane', 'Toyota Corolla Hybrid', 'Volkswagen Jetta'],
    extras: ['único dueño', 'mantenimientos al día', 'muy cuidado', 'sin accidentes'],
    title: ({ year, model, distance, extra }) => `${model} ${year}, ${distance}, ${extra}`,
    description: 'Vendo mi {model} del {year}. {distance}, {extra}. Se puede ver y probar en {area}. Solo interesados.',
  },
  it: {
    models: ['Fiat Panda 1.2', 'Fiat 500', 'Lancia Ypsilon', 'Volkswagen Polo', 'Toyota Yaris'],
    extras: ['tagliandata', 'unico proprietario', 'ottime condizioni', 'mai incidentata'],
    title: ({ year, model, distance, extra }) => `${model} del ${year}, ${distance}, ${extra}`,
    description: 'Vendo la mia {model} del {year}. {distance}, {extra}. Visibile a {area}. No perditempo.',
  },
  ja: {
    models: ['トヨタ プリウス', 'ホンダ フィット', '日産 ノート', 'スズキ ジムニー', 'マツダ CX-5'],
    extras: ['車検付き', 'ワンオーナー', '禁煙車', '修復歴なし'],
    title: ({ year, model, distance, extra }) => `${model} ${year}年式 ${distance} ${extra}`,
    description: '{year}年式の{model}をお譲りします。{distance}、{extra}。{area}周辺で現車確認できます。',
  },
};

/** Generic bodies for translated titles whose kind has no translated description. */
export const CATEGORY_BLURBS: Record<Exclude<CategorySlug, 'for-sale'>, Record<Exclude<AdLanguage, 'en'>, string[]>> = {
  housing: {
    de: ['Zu vermieten in {area}. Gute Anbindung an Bus und Bahn, Einkaufsmöglichkeiten in der Nähe. Besichtigung nach Absprache – bitte stell dich kurz vor.'],
    fr: ['Disponible à {area}, proche des transports et des commerces. Visite sur rendez-vous. Merci de vous présenter en quelques mots.'],
    es: ['Disponible en {area}, bien comunicado y cerca de tiendas. Visitas con cita previa. Cuéntame un poco sobre ti.'],
    it: ['Disponibile zona {area}, ben servita dai mezzi e vicina ai negozi. Visite su appuntamento. Scrivetemi presentandovi brevemente.'],
    ja: ['{area}エリアの物件です。駅やスーパーに近く、生活に便利な環境です。内見はご相談ください。'],
  },
  jobs: {
    de: ['Wir suchen Verstärkung für unser Team in {area}. Stundenlohn ab {pay}. Erfahrung ist schön, aber kein Muss – wir arbeiten dich ein. Schick uns eine kurze Nachricht mit deiner Verfügbarkeit.'],
    fr: ["Nous recherchons une personne motivée pour rejoindre notre équipe à {area}. Rémunération à partir de {pay} de l'heure. Débutant(e)s accepté(e)s. Envoyez-nous un court message avec vos disponibilités."],
    es: ['Buscamos a alguien con ganas para nuestro equipo en {area}. Salario desde {pay} la hora. No hace falta experiencia. Escríbenos con tu disponibilidad.'],
    it: ["Cerchiamo una persona motivata per il nostro team a {area}. Paga da {pay} l'ora. Non è richiesta esperienza. Scrivici indicando la tua disponibilità."],
    ja: ['{area}でスタッフを募集しています。時給{pay}〜。未経験者歓迎、研修あり。まずはお気軽にご連絡ください。'],
  },
  services: {
    de: ['Zuverlässig, pünktlich und mit langjähriger Erfahrung. Ich arbeite in {area} und Umgebung. Faire Preise, kostenloses Angebot auf Anfrage.'],
    fr: ["Sérieux, ponctuel et expérimenté. J'interviens à {area} et alentours. Tarifs raisonnables, devis gratuit sur demande."],
    es: ['Serio, puntual y con experiencia. Trabajo en {area} y alrededores. Precios razonables, presupuesto sin compromiso.'],
    it: ['Serio, puntuale e con esperienza. Lavoro a {area} e dintorni. Prezzi onesti, preventivo gratuito su richiesta.'],
    ja: ['{area}周辺で対応しています。丁寧・迅速がモットーです。お見積りは無料ですので、お気軽にご相談ください。'],
  },
  community: {
    de: ['Alle sind willkommen! Treffpunkt in {area}. Meldet euch einfach per Nachricht, wenn ihr Fragen habt.'],
    fr: ['Tout le monde est le bienvenu ! Rendez-vous à {area}. Écrivez-moi si vous avez des questions.'],
    es: ['¡Todo el mundo es bienvenido! Nos vemos en {area}. Escríbeme si tienes alguna pregunta.'],
    it: ['Tutti sono i benvenuti! Ci troviamo a {area}. Scrivetemi per qualsiasi domanda.'],
    ja: ['どなたでも歓迎です。{area}周辺で活動しています。ご質問はメッセージでどうぞ。'],
  },
  gigs: {
    de: ['Einmaliger Job in {area}. Bezahlung am selben Tag, bar oder per Überweisung. Bitte kurz melden, wenn du Zeit hast.'],
    fr: ['Mission ponctuelle à {area}. Paiement le jour même, en espèces ou par virement. Contactez-moi si vous êtes disponible.'],
    es: ['Trabajo puntual en {area}. Pago el mismo día, en efectivo o por transferencia. Escríbeme si estás disponible.'],
    it: ['Lavoretto occasionale a {area}. Pagamento in giornata, in contanti o con bonifico. Scrivimi se sei disponibile.'],
    ja: ['{area}での単発のお仕事です。報酬は当日、現金または振込でお支払いします。ご都合の良い方はご連絡ください。'],
  },
};
