/**
 * Patterns scammers use in classified ads, each a signal with a stable code, a
 * strength (0–1: how much it alone should worry us) and a sentence a reviewer reads.
 * Patterns run on the normalised text (lower case, contact details as placeholder
 * words; see listing-text.ts). `npm run eval:scam` prints how often each one fires on
 * scams and on honest ads, which is how each earns its place and its strength.
 */
import { EMAIL_TOKEN, PHONE_TOKEN, URL_TOKEN } from './listing-text';

export interface TextSignal {
  code: string;
  /** 0–1: how likely a scam this alone makes a listing. */
  strength: number;
  reason: string;
  test(text: string): boolean;
}

const any =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/** Money first, goods (or tickets, or keys) afterwards: in the six languages. */
const ADVANCE_PAYMENT: readonly RegExp[] = [
  /\b(sent|send|ship|shipped|post|posted|transferred|delivered|courier)\b.{0,40}\b(after|once|as soon as) (the )?(payment|i receive|we receive|you pay)/,
  /nach zahlungseingang|nach (der )?zahlung.{0,20}(versand|verschick|geliefert)|nach überweisung/,
  /(envoyés?|envoi|expédi\w*).{0,40}après (le )?paiement|après (le )?paiement.{0,30}(envoi|j'envoie)/,
  /(envío|envían|envio|mando).{0,40}(tras|después del) (el )?pago|(tras|después del) (el )?pago.{0,30}(envío|envían)/,
  /(mando|spedisco|spedizione).{0,40}dopo il pagamento|dopo il pagamento.{0,30}(mando|spedisc)/,
  /入金(を)?確認(後|した方)|先に(銀行振込|お支払|お振込)|お支払(い)?(いただいた)?後.{0,10}(発送|送)/,
];

export const TEXT_SIGNALS: readonly TextSignal[] = [
  {
    code: 'off_platform_payment',
    strength: 0.6,
    reason: 'Asks for payment by wire transfer, money transfer service, gift cards or crypto.',
    test: any(
      /\bwestern ?union\b|\bmoney ?gram\b|\bworld ?remit\b|\bria money\b/,
      /\b(wire|bank) transfer (only|first|before|upfront|up front)\b|\b(pay|payment|send|sent)\b.{0,30}\bby (wire|bank) transfer\b/,
      /\b(gift|itunes|apple|google play|steam|amazon|ebay|vanilla|prepaid) ?cards?\b.{0,40}\b(pay|payment|send|code|buy|purchase)|\b(pay|payment|send|buy|purchase)\b.{0,40}\b(gift|itunes|google play|steam|vanilla) ?cards?\b/,
      /\b(bitcoin|btc|usdt|tether|ethereum|crypto ?currency|crypto)\b/,
      /\bpaypal\b.{0,20}\bfriends (and|&) family\b|\bcash ?app\b.{0,30}\b(only|first|deposit)\b/,
      // German, French, Spanish, Italian, Japanese: gift cards, vouchers, crypto, "friends and family".
      /(gutschein|guthaben|geschenk)karte|paysafecard|cartes? cadeaux?|coupons? pcs|transcash|tarjetas? (de )?regalo|carte regalo|buoni regalo|ricarica postepay|postepay|oxxo/,
      /(steam|google play|amazon|itunes|apple) ?(guthaben|karten?|cartes?|tarjetas?|carte)/,
      /krypto|criptomonedas?|criptovalut[ae]|cryptomonnaie|usdt|ギフト券|ギフトカード|プリペイドカード|(itunes|google play|amazon)(ギフト)?カード|ビットコイン|仮想通貨|暗号資産/,
      /paypal (freunde|amis|entre (amis|proches)|amigos|amici)|paypal.{0,20}(familie|familiares|familiari)/,
      /western ?union|money ?gram|ウエスタンユニオン|マネーグラム/,
    ),
  },
  {
    code: 'deposit_before_viewing',
    strength: 0.6,
    reason: 'Wants a deposit or fee before a viewing, a meeting or the keys.',
    test: any(
      /\b(deposit|payment|fee|first month)\b.{0,60}\bbefore\b.{0,30}\b(view|viewing|see|seeing|meet|visit|keys?|inspection)\b/,
      /\b(send|pay|transfer)\b.{0,30}\b(deposit|holding fee|reservation fee)\b.{0,40}\b(secure|reserve|hold|keys?|before)\b/,
      /\b(refundable|security) deposit\b.{0,40}\b(send|transfer|wire)\b/,
      /(kaution|anzahlung|reservierungsgebühr|gebühr).{0,60}(vor|bevor).{0,30}besichtigung|erst nach (einer |der )?(anzahlung|reservierungsgebühr|kaution|überweisung)|zeige.{0,40}erst nach/,
      /(acompte|caution|frais de réservation|dépôt|réservation).{0,80}avant (la |de )?(visite|voir)/,
      /(señal|reserva|fianza|depósito).{0,80}antes de (la visita|ver|visitar)/,
      /(acconto|caparra|prenotazione).{0,80}prima (della visita|di vedere|di visitare)/,
      // Paying the whole stay or the reservation by bank transfer before any contract or key.
      /(virement|überweisung|transferencia|bonifico|bank transfer|wire transfer).{0,40}(pour réserver|zu reservieren|para reservar|per prenotare|to reserve)|(intégral|vollen betrag|completo|full amount).{0,40}(virement|überweisung|transferencia|bonifico|wire|transfer)|全額を?先に/,
      /内見(の)?前に.{0,30}(予約金|手付金|入金|振込)|(予約金|手付金).{0,40}内見|入金(を)?確認(後|した方).{0,20}(内見|住所)/,
    ),
  },
  {
    code: 'upfront_fee',
    strength: 0.5,
    reason: 'Charges applicants a fee up front (registration, training, starter kit).',
    test: any(
      /\b(registration|training|application|processing|onboarding|membership|starter|activation) (fee|kit|cost|charge)\b/,
      /\b(one[- ]time|refundable) fee\b/,
      /\bpay (for|a) (your )?(training|kit|background check|uniform)\b/,
      /\b(placement|clearance|insurance|visa|medical|security clearance) fee\b|\bfee\b.{0,40}\bbefore (the )?(start|money|funds|loan)\b/,
      /(bearbeitungs|vermittlungs|anmelde|aktivierungs|versicherungs)gebühr|gebühr.{0,40}(vorab|aktivierung|anfällt)|fällt eine (kleine )?gebühr an/,
      /frais (de dossier|d'activation|de formation|de placement|de traitement|médicaux|d'assurance)|frais.{0,40}(à payer|à régler).{0,30}(avant|d'avance|à l'avance)/,
      /(gastos|cuota|tasa) de (gestión|activación|trámite|tramitación)|(se pagan|pagas|hay que pagar).{0,40}(por adelantado|antes de empezar|el reconocimiento|del curso)/,
      /(spese|quota) di (pratica|attivazione)|paghi.{0,30}(la visita medica|la pratica|il corso)|(si pagano|pagare) in anticipo|bisogna pagare.{0,30}prima di iniziare/,
      /登録料|登録手数料|保証金と手数料|研修費|有効化の?登録料|(手数料|保険料|費用).{0,20}(先に|事前に|前に).{0,10}(お?支払|振込)|(先に|事前に).{0,20}(手数料|保険料|費用)/,
    ),
  },
  {
    code: 'shipping_agent_story',
    strength: 0.45,
    reason: 'Shipping-only or agent story: the seller cannot meet and sends the item through a courier or agent.',
    test: any(
      /\b(shipping|courier|delivery|posted) only\b/,
      /\b(shipping|delivery|courier|moving|transport) (agent|company) (will|to)\b/,
      /\b(can ?not|can't|cannot|unable to|won't be able to) (meet|show|come)\b.{0,60}\b(ship|courier|send|deliver|post|mail)/,
      /\bwill (ship|send|courier) (it|the \w+) (to you )?(after|once|as soon as) (payment|you pay|i receive)/,
      /\b(pet|animal) (airline|courier|delivery|transport|shipping)\b|\bonly (cover|pay) (the )?(shipping|delivery|transport)|\bdelivery fee with\b/,
      /spedition|tiertransport|tierkurier|tierspedition|transportfirma|nur versand|keine abholung|nur die transportkosten/,
      /transporteur|société de transport|envoi (uniquement|seulement)|pas de remise en main propre|seulement les frais de (livraison|transport)|régler le transport/,
      /(empresa|agencia) de transporte|transportista de animales|solo envío|no entrego en mano|solo (paga|hay que pagar) (el )?(envío|transporte)/,
      /ditta di trasport|trasportatore|corriere per animali|solo spedizione|niente consegna a mano|(paga|pagare) solo (la spedizione|il trasporto)/,
      /陸送|輸送会社|ペット輸送|配送業者|発送のみ|手渡し(は)?(不可|できません)|輸送費(のみ|だけ)/,
    ),
  },
  {
    code: 'owner_abroad',
    strength: 0.5,
    reason: 'The owner says they are abroad and will send keys or goods from afar.',
    test: any(
      /\b(i am|i'm|we are|we're|currently|presently) (now )?(out of (the )?(country|state|town)|abroad|overseas|working (abroad|overseas|offshore)|on (a )?mission)\b/,
      /\b(relocated|moved|transferred) (abroad|overseas|to (another|a different) (country|state))\b/,
      /\bkeys? (will be|can be|are) (mailed|sent|shipped|couriered|delivered)\b/,
      /\b(missionary|offshore|oil rig|peacekeeping)\b.{0,80}\b(keys?|apartment|house|rent|flat)\b/,
      /(bin|lebe|wohne|arbeite) (derzeit |momentan |jetzt |inzwischen )?(im ausland|in (schottland|norwegen|spanien|frankreich|london|dänemark))|keine besichtigung|besichtigung (ist )?(leider )?nicht möglich|schlüssel.{0,40}(per post|per dhl|per kurier|verschickt|zugeschickt)/,
      /(je suis|actuellement|je vis|j'habite).{0,20}(à l'étranger|en (angleterre|belgique|suisse|afrique))|pas de visite possible|ne peux pas faire de visite|clés.{0,60}(envoyées|expédie|livrés|livrées|par la poste)/,
      /(estoy|vivo|trabajando) (en el extranjero|fuera del país|fuera de españa)|no (puedo enseñarlo|es posible visitarlo)|llaves.{0,40}(por mensajería|por correo|se envían|le mando)/,
      /(mi trovo|vivo|lavoro|sono) all'estero|non (posso farlo vedere|è possibile visitar)|chiavi.{0,40}(corriere|spedit|spedisc)/,
      /海外(に住|在住|に赴任|で働)|内見(は)?(できません|不可)|鍵を?(郵送|宅配|発送)|鍵と契約書を.{0,10}(郵送|宅配|送)/,
    ),
  },
  {
    code: 'work_from_home',
    strength: 0.35,
    reason: 'Work-from-home offer with little to no experience needed.',
    test: (text) =>
      (/\b(work|working|job|jobs|earn|income) (from|at) (the comfort of )?(your )?home\b|\bhome[- ]based\b|\bbe your own boss\b|\bonline (job|jobs|work)\b/.test(
        text,
      ) &&
        /\bno (prior )?experience\b|\bnot required\b|\bearn\b|\bincome\b|\bflexible\b|\bpart[- ]time\b|\bhours?\b/.test(text)) ||
      // German, French, Spanish, Italian, Japanese: "from home" with "no experience" or easy pay.
      (/von zu hause|heimarbeit|nebenjob von zu hause|travail(lez)? (à domicile|depuis chez vous|de chez vous)|job en ligne|trabaj(o|a) desde casa|empleo online|lavor(o|a) da casa|lavoro online|在宅ワーク|自宅で.{0,10}(お仕事|できる)|スマホで副業/.test(
        text,
      ) &&
        /keine (erfahrung|vorkenntnisse)|verdien|aucune expérience|gagne|sin experiencia|gana|senza esperienza|guadagna|経験不要|未経験|日給|稼/.test(
          text,
        )),
  },
  {
    code: 'earnings_promise',
    strength: 0.45,
    reason: 'Promises easy earnings of a set amount per day or week.',
    test: any(
      /\b(earn|make|making|earning|income of|paid|get paid)\b.{0,25}(\$|€|£)\s?\d[\d,.]*k?\s*(\+|-|to|–)?\s*((\$|€|£)?\s?\d[\d,.]*k?)?\s*(\/|per|a|an|each|every)\s*(day|daily|week|weekly|hr|hour)\b/,
      /\bearn (up to|over|more than|easily|extra)\b/,
      /\b(unlimited|guaranteed|residual) (income|earnings|earning|pay)\b/,
      /\b(extra|easy|fast|quick) (cash|money|income)\b/,
      /\b(only|just) (need )?(a |your )?(phone|smartphone)\b|\bpaid (daily|every day|the same day)\b/,
      /\b(make|earn|earning)\b.{0,10}\b\d{2,}[\d,]* ?(a|per|\/) ?(day|week)\b/,
      /(verdien|gagne|gana|guadagna)\w*.{0,20}(bis zu|jusqu'à|hasta|fino a)|(tägliche auszahlung|paiement quotidien|payé chaque jour|payée? tous les jours|pagos? diarios?|cobras cada día|pago diario|pagamenti giornalieri|pagato ogni giorno|pagamento giornaliero)/,
      /\d[\d.]* ?(€|euro|euros)? ?(pro|par|a la|al|a|la) (tag|woche|jour|semaine|día|semana|giorno|settimana)\b.{0,60}(keine|aucune|sans|sin|senza|nur|juste|solo|seulement) /,
      /(nur|juste|seulement|solo|basta) (ein |un |uno |una )?(handy|smartphone|téléphone|móvil|celular|telefono)|un smartphone suffit|serve solo un telefono/,
      /日給\d|月収\d|週給\d|日払い|即日払い|毎日払い|スマホ(1台|一台|だけ|のみ)/,
    ),
  },
  {
    code: 'cheque_or_reshipping',
    strength: 0.6,
    reason: 'Cheque-cashing, payment-processing or parcel-reshipping job pattern.',
    test: any(
      /\b(deposit|cash|receive|process)\b.{0,20}\b(cheques?|checks|money orders?|payments)\b.{0,60}\b(send|forward|transfer|wire|keep (a|your) (commission|percentage))\b/,
      /\b(reshipping|re-shipping|package forwarding|parcel forwarding|receive (packages|parcels) at (your )?home)\b/,
      /\b(mystery|secret) shopper\b/,
      /\b(payment|financial|funds) (processing|transfer) (agent|representative|officer|assistant)\b/,
      /\b(cheque|check)\b.{0,80}\b(wire|send|transfer|forward) the (difference|rest|balance)\b|\b(reship|forward) them\b|\bpackage coordinator\b/,
      /pakete.{0,100}(weiterleiten|weiter versenden|versenden sie)|scheck.{0,80}(überweisen|rest)|provision.{0,60}(weiter|western union)/,
      /colis.{0,80}(réexpédi|transférez)|chèque.{0,80}(virez|le reste)/,
      /paquetes.{0,80}reenví|cheque.{0,80}(transfieres|el resto)/,
      /pacchi.{0,80}(rispedisc|inoltr)|assegno.{0,80}(giri|il resto)/,
      /荷物.{0,40}転送|小切手/,
    ),
  },
  {
    code: 'personal_data_request',
    strength: 0.5,
    reason: 'Asks for bank details, ID documents or a social security number.',
    test: any(
      /\b(send|provide|submit|with|include|need|require)\b.{0,40}\b(bank (account )?details|bank account number|account and routing|routing number|ssn|social security( number)?|passport (copy|scan|number)|copy of your (id|passport|licen[cs]e)|credit card details)\b/,
      /(kopie|scan).{0,30}(personalausweis|ausweis|reisepass)|bankdaten/,
      /copie de (votre|ta) (pièce d'identité|carte d'identité|passeport)|votre rib/,
      /copia de tu (dni|pasaporte)|datos bancarios/,
      /copia della carta d'identità|dati del conto/,
      /身分証(明書)?のコピー|口座の情報/,
    ),
  },
  {
    code: 'external_messenger',
    strength: 0.3,
    reason: 'Moves the conversation off the platform (WhatsApp, Telegram, "text me").',
    test: any(/\b(whatsapp|whats app|telegram|wechat|viber|kik|signal app|google hangouts?|hangouts)\b/, /\b(text|txt|sms) (me|only)\b/),
  },
  {
    code: 'pet_shipping',
    strength: 0.55,
    reason: 'A pet that the seller will only send by courier or "pet transport", for a fee.',
    test: (text) =>
      /\b(pupp(y|ies)|kittens?|frenchie|yorkie|pomeranian|bulldog)\b|welpen?|kätzchen|chiots?|chaton|cachorros?|gatitos?|cuccioli|cucciolo|gattin[oi]|子犬|子猫/.test(
        text,
      ) &&
      /\b(ship(ping)?|courier|pet (airline|transport|delivery)|delivery fee|transport(ation)? fee|crate)\b|tiertransport|tierkurier|tierspedition|transportkosten|transporteur|transport d'animaux|expédié par avion|frais de livraison|transporte de mascotas|transportista de animales|envío a toda|se lo enviamos|trasporto animali|corriere per animali|lo spediamo|pagare il trasporto|ペット輸送|空輸|輸送費|飛行機で発送/.test(
        text,
      ),
  },
  {
    code: 'ticket_prepayment',
    strength: 0.5,
    reason: 'Tickets sent only after a bank transfer or a "friends and family" payment, never handed over or transferred through the ticket office.',
    test: (text) =>
      /\btickets?\b|\be-tickets?\b|karten|billets?|entradas|biglietti|チケット/.test(text) &&
      (ADVANCE_PAYMENT.some((pattern) => pattern.test(text)) ||
        /\bfriends (and|&) family\b|\bfirst to pay\b|\b(bank|wire) transfer (only|first|before)\b|\be-?transfer (only|first)\b|paypal (freunde|amis|amigos|amici)|entre amis|wer zuerst zahlt|premier qui paie|el primero que pague|il primo che paga|早い者勝ち|postepay/.test(
          text,
        )),
  },
  {
    code: 'advance_payment',
    strength: 0.35,
    reason: 'Wants the money first and sends the item, tickets or keys afterwards.',
    test: any(...ADVANCE_PAYMENT),
  },
  {
    code: 'contact_in_text',
    strength: 0.12,
    reason: 'Contact details or links written into the ad text instead of using the contact button.',
    test: (text) => text.includes(EMAIL_TOKEN) || text.includes(PHONE_TOKEN) || count(text, new RegExp(URL_TOKEN)) >= 2,
  },
  {
    code: 'pressure',
    strength: 0.15,
    reason: 'Pressure or urgency ("urgent", "act now", "first to pay").',
    test: any(
      /\b(act|hurry|buy|pay|send|respond) (now|immediately|today|asap)\b/,
      /\b(limited (time|spots|positions|slots)|urgent(ly)? (sale|need|hiring))\b/,
      /\b(first (come|to pay|to send)|today only|don't miss|do not miss|before it's gone|won't last)\b/,
      /lineで|lineにて|テレグラム|ワッツアップ|(sms|ショートメール)(のみ|だけ)|solo sms|sms uniquement|nur per sms|(schreib|envoyez|mándame|mandami).{0,10}(eine |un )?sms/,
      /wer zuerst zahlt|plätze begrenzt|premier qui paie|places limitées|el primero que pague|cupos limitados|plazas limitadas|il primo che paga|posti limitati|早い者勝ち|募集人数に限り|残りわずか/,
    ),
  },
  {
    code: 'shouting',
    strength: 0.1,
    reason: 'Much of the text in capitals or with many exclamation marks.',
    test: () => false, // judged on the original text by scoreListing (case is lost in normalised text)
  },
];

/** Capitals and exclamation marks: judged on the text as typed. */
export function isShouting(title: string, description: string): boolean {
  const text = `${title} ${description}`;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  const exclamations = text.match(/!/g)?.length ?? 0;
  return (letters >= 40 && capitals / letters > 0.5) || exclamations >= 5 || /!!!/.test(text);
}
