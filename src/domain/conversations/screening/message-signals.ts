/**
 * What scammers write in classifieds messages, as readable patterns: each signal has a
 * stable code, a strength (0–1: how much it alone should worry us), a sentence a
 * moderator reads, and the warning the recipient sees (message-warnings.ts). Patterns
 * read the folded text of message-text.ts (lower case, links, addresses and phone
 * numbers as placeholder words). Key phrases of each main family are given in the
 * site's six languages (en, de, es, fr, it, ja); `npm run eval:messages` prints how
 * often each signal fires on scams and on honest messages.
 */
import type { MessageWarning } from './message-warnings';

export type SignalFamily = 'off_platform' | 'payment' | 'overpayment' | 'courier' | 'verification_code' | 'link' | 'pressure' | 'copied' | 'velocity' | 'wording';

export type SenderRole = 'buyer' | 'seller';

export interface MessageSignal {
  code: string;
  family: SignalFamily;
  strength: number;
  reason: string;
  /** What the recipient is warned of; null for signals that only add weight. */
  warning: MessageWarning | null;
  /** Only from these senders (a seller asking for a deposit is a risk; a buyer offering one is not). */
  roles?: readonly SenderRole[];
  /** Silent when the listing itself gives a phone number or address: the contact is public already. */
  contactSignal?: boolean;
  test(text: string): boolean;
}

// Word edges that work for accented letters (\b does not: "écris" has none before "é").
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

/** Whole words or phrases (Latin scripts). */
const phrase = (...sources: string[]) => new RegExp(`${START}(?:${sources.join('|')})${END}`, 'u');
/** Anywhere in the text: Japanese has no spaces between words. */
const anywhere = (...sources: string[]) => new RegExp(`(?:${sources.join('|')})`, 'u');

const NEGATION_BEFORE = new RegExp(
  `${START}(?:no|not|don't|dont|do not|won't|wont|will not|can't|cannot|never|without|rather than|rather not|prefer not|instead of|kein|keine|keinen|nicht|ohne|sin|nunca|ni|pas|sans|jamais|non|senza|mai|niente)${END}[^.!?]{0,25}$`,
  'u',
);
const NEGATION_AFTER = /^[^。.!?]{0,12}(?:ない|ません|しない|不可|禁止|お断り)/u;

const any =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => pattern.test(text));

/**
 * Fires when some mention is not negated: "I don't use WhatsApp", "no gift cards, cash
 * only", "LINEはやっていません" are what honest people write.
 */
const affirmed =
  (...patterns: RegExp[]) =>
  (text: string) =>
    patterns.some((pattern) => {
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))) {
        const before = text.slice(Math.max(0, match.index - 40), match.index);
        const after = text.slice(match.index + match[0].length, match.index + match[0].length + 14);
        if (!NEGATION_BEFORE.test(before) && !NEGATION_AFTER.test(after)) return true;
      }
      return false;
    });

const MESSENGERS = phrase(
  "whats ?app|what's ?app|whatsap|watsapp?|wats ?app|whatapp|wtsapp|wtsp|whtsapp",
  'telegram|telegrm|viber|wechat|kik|snapchat|skype|imo app|threema',
  '(?:on|via|per|über|auf|por|sur|su) signal|signal (?:app|me|messenger)',
  'line ?(?:id|app)|line (?:me|@)|add me on line',
);
const MESSENGERS_JA = anywhere('ワッツアップ', 'テレグラム', 'ライン(?:id|交換|で|に|を|追加)', 'line(?:id|交換|で|に|を|追加)');

export const MESSAGE_SIGNALS: readonly MessageSignal[] = [
  // Off the platform: the talk moves where no screening and no report button reach.
  {
    code: 'messenger',
    family: 'off_platform',
    strength: 0.4,
    reason: 'Asks to continue on a messenger (WhatsApp, Telegram, Signal, LINE…).',
    warning: 'off_platform',
    contactSignal: true,
    test: affirmed(MESSENGERS, MESSENGERS_JA),
  },
  {
    code: 'contact_request',
    family: 'off_platform',
    strength: 0.35,
    reason: 'Asks for, or gives, a phone number or e-mail address to talk elsewhere.',
    warning: 'off_platform',
    contactSignal: true,
    test: any(
      phrase(
        '(?:text|txt|sms|call|ring|phone|email|e-mail|mail|contact|reach|message) me (?:at|on|via|directly|privately|personally|asap)',
        'text me',
        '(?:can|could|may) i (?:get|have) your (?:number|phone|phone number|cell|email|e-mail|whatsapp)',
        // Nobody on Cityboard sees the other's address: "I e-mailed you" moves the talk to a mailbox we do not screen.
        "(?:i've|i have|i) (?:sent|send|emailed|mailed) you an? (?:e-?mail|mail)|(?:check|reply to) (?:my|your) (?:e-?mail|inbox)",
        '(?:continue|talk|chat|write|communicate) (?:by|via|over|on|through) (?:mail|email|e-mail|text|sms|phone)',
        '(?:send|give|tell|drop|share)(?: me)? your (?:phone|cell|mobile|number|phone number|cell number|email|e-mail|email address|whatsapp|contact|personal email)',
        "what's your (?:number|phone|cell|email|e-mail|whatsapp)",
        'your (?:phone |cell |mobile |whatsapp )?number so (?:i|we) can',
        'my (?:phone |cell |mobile |whatsapp )?(?:number|email|e-mail)(?: address)? is',
        'my (?:phone|cell|mobile|handy|whatsapp)(?: number)? is',
        'reply (?:to|on) my (?:email|e-mail|phone)',
        // de
        'ruf mich (?:an|unter)',
        'schreib(?:e|en sie)? mir (?:per|auf|an|unter|direkt|eine (?:sms|mail|e-mail))',
        '(?:deine|ihre|meine) (?:handy|telefon|whatsapp)?nummer',
        'melde dich (?:per|unter|bei|auf)',
        'schick(?:e|en sie)? mir (?:deine|ihre) (?:nummer|handynummer|e-?mail(?:-adresse)?)',
        // es
        'llámame|llamame|escríbeme (?:al|a|por|en)|escribeme (?:al|a|por|en)',
        '(?:tu|su|mi) (?:número|numero)(?! de serie| de pedido)(?: de (?:teléfono|telefono|móvil|movil|whatsapp))?',
        '(?:mándame|mandame|pásame|pasame|dame) (?:tu|su) (?:número|numero|correo|email|whatsapp)',
        // fr
        'appelle[- ]moi|appelez[- ]moi',
        '(?:écris|ecris|écrivez|ecrivez)[- ]moi (?:sur|à|a|au|par|directement)',
        '(?:ton|votre|mon) (?:numéro|numero)(?! de s[ée]rie| de commande)(?: de (?:téléphone|telephone|portable|whatsapp))?',
        '(?:envoie|envoyez|donne|donnez)[- ]moi (?:ton|votre) (?:numéro|numero|mail|e-mail|adresse mail|whatsapp)',
        // it
        'chiamami|scrivimi (?:su|al|a|per|in privato|direttamente)',
        "(?:il tuo|il suo|il mio) (?:numero(?! di serie| d'ordine)|cellulare|contatto)",
        '(?:mandami|dammi|lasciami) (?:il tuo|il suo) (?:numero|contatto|email|whatsapp)',
      ),
      anywhere('電話番号(?:を|は|教え)', '連絡先(?:を|は)?(?:教え|交換)', 'メアド', 'メールアドレス(?:を|は)?教え', '直接(?:連絡|やり取り|やりとり)'),
    ),
  },

  // Payment methods that cannot be reversed, or a payment story.
  {
    code: 'gift_card',
    family: 'payment',
    strength: 0.55,
    reason: 'Wants payment in gift cards or prepaid vouchers.',
    warning: 'payment_method',
    test: affirmed(
      phrase(
        '(?:gift|itunes|apple|google ?play|steam|amazon|ebay|vanilla|prepaid|visa gift|razer) ?cards?',
        'paysafe ?cards?|neosurf|transcash|pcs (?:coupons?|vouchers?|mastercard)|coupons? pcs',
        '(?:amazon|itunes|apple|google ?play|steam|ebay|netflix|spotify) (?:vouchers?|codes?|credit)',
        'gutschein(?:karte|code)?s?|geschenkkarten?|amazon-gutschein(?:e)?',
        'tarjetas? (?:de )?regalo',
        'cartes? cadeaux?',
        'carta regalo|carte regalo|buon[oi] (?:amazon|regalo)',
      ),
      anywhere('ギフト ?カード', 'ギフト券', 'itunes ?カード', 'プリペイド ?カード', 'アマギフ'),
    ),
  },
  {
    code: 'crypto',
    family: 'payment',
    strength: 0.55,
    reason: 'Wants payment in cryptocurrency.',
    warning: 'payment_method',
    test: affirmed(
      phrase(
        'bitcoins?|btc|usdt|tether|ethereum|eth|litecoin|dogecoin|solana|crypto|cryptos|cryptocurrency|crypto ?currency|binance|coinbase|trust wallet|wallet address',
        'krypto(?:währung)?|criptomonedas?|cripto|cryptomonnaies?|criptovalut[ae]',
      ),
      anywhere('ビットコイン', '仮想通貨', '暗号資産', 'テザー'),
    ),
  },
  {
    code: 'money_transfer',
    family: 'payment',
    strength: 0.6,
    reason: 'Wants payment through a money-transfer service (Western Union, MoneyGram…).',
    warning: 'payment_method',
    test: affirmed(phrase('western ?union|money ?gram|world ?remit|ria money transfer|ria transfer'), anywhere('ウエスタンユニオン', 'マネーグラム')),
  },
  {
    code: 'wire_transfer',
    family: 'payment',
    strength: 0.3,
    reason: 'Wants a wire transfer (an ordinary bank transfer is not counted).',
    warning: 'payment_method',
    test: affirmed(
      phrase('wire transfer|wire (?:you|me) the (?:money|payment|funds)|wire the (?:money|payment|funds)|by wire|international (?:bank )?transfer'),
    ),
  },
  {
    code: 'paypal_friends',
    family: 'payment',
    strength: 0.55,
    reason: 'Wants a PayPal "friends and family" payment, which has no buyer protection.',
    warning: 'payment_method',
    test: affirmed(
      phrase(
        'paypal[^.!?]{0,40}(?:friends|family|f ?& ?f|f ?and ?f|freunde|familie|amigos|familia|amis|famille|proches|amici|familiari|parenti)',
        '(?:friends|friend) (?:and|&) family',
        'paypal[^.!?]{0,30}(?:as a gift|personal payment)|as a gift (?:on|via|through|with) paypal',
        'freunde (?:und|&) familie',
        'amigos (?:y|&) famili(?:a|ares)',
        'amis (?:et|&) famille|entre proches',
        'amici (?:e|&) (?:familiari|parenti)',
      ),
      anywhere('友達(?:や|と)家族', '友人(?:や|と)家族'),
    ),
  },
  {
    code: 'p2p_app',
    family: 'payment',
    strength: 0.2,
    reason: 'Mentions Zelle or Cash App, which scammers use with fake "business account" stories.',
    warning: 'payment_method',
    test: affirmed(phrase('zelle|cash ?app|cashapp')),
  },
  {
    code: 'advance_fee',
    family: 'payment',
    strength: 0.5,
    reason: 'Asks the other person to pay a fee (insurance, customs, release, activation) before a deal.',
    warning: 'payment_method',
    test: any(
      phrase(
        '(?:shipping |delivery |transport )?insurance fee|shipping insurance|delivery insurance|customs (?:fee|fees|duty|charge|clearance)|clearance fee|release fee|activation fee|verification fee|transfer fee (?:of|first)|processing fee',
        'pay (?:a |the )?(?:small )?fee (?:first|before|to (?:receive|release|get))',
        '(?:refundable|small) fee[^.!?]{0,40}(?:release|receive|unlock)|fee (?:from you )?to (?:release|unlock) (?:my |the |your )?(?:payment|money|funds)',
        'upgrade (?:to |your account to )?(?:a |your )?(?:zelle |paypal |cash app )?(?:business|premium) account',
        'versicherungsgebühr|zollgebühr(?:en)?|freischaltgebühr|bearbeitungsgebühr',
        'seguro de envío|seguro de envio|tasa de (?:aduana|envío|envio|liberación|liberacion)',
        "frais (?:d'assurance|de douane|de dédouanement|de déblocage|d'activation)",
        'spese (?:di assicurazione|doganali|di sblocco)|tassa (?:doganale|di sblocco)|costi di assicurazione',
      ),
      anywhere('保険料を?(?:先に|支払|払)', '手数料を?(?:先に|先払)', '関税を?(?:先に|支払)'),
    ),
  },
  {
    code: 'deposit_demand',
    family: 'payment',
    strength: 0.45,
    reason: 'The seller wants a deposit or payment before the buyer has seen the item.',
    warning: 'payment_method',
    roles: ['seller'],
    test: affirmed(
      phrase(
        '(?:a|the|small) (?:\\S+ )?deposit (?:secures|reserves|holds|will (?:secure|reserve|hold))',
        '(?:send|pay|transfer|wire)(?: me)? (?:a |the )?(?:small )?(?:\\S+ )?(?:deposit|holding fee|reservation fee)',
        '(?:deposit|payment|pay) (?:first|upfront|up front|in advance|before (?:viewing|you see|we meet|i ship|shipping|i send))',
        'you pay (?:me )?(?:by|via|with|through) [^.!?]{0,25}(?:first|upfront|in advance)',
        // The rental scam: the owner is away and the keys come by post once paid.
        '(?:send|mail|post|courier) you the keys|keys (?:will be |are |get )?(?:sent|mailed|posted|couriered|delivered)|(?:they|he|she|agent) (?:will )?send you the keys',
        '(?:full )?payment (?:is )?(?:required )?before (?:viewing|shipping|delivery)',
        'anzahlung|vorkasse (?:nur|only)',
        '(?:depósito|deposito|señal|senal) (?:para reservar|antes)',
        "acompte|paiement d'avance|payer d'avance",
        'caparra|acconto|pagamento anticipato',
      ),
      anywhere('手付金', '前払い', '先払い', '内金'),
    ),
  },

  // Overpayment: "I'll pay more, send the difference back" (the first payment bounces).
  {
    code: 'overpayment',
    family: 'overpayment',
    strength: 0.6,
    reason: 'Overpayment or refund story: pays more than the price and wants the difference sent on.',
    warning: 'overpayment',
    test: any(
      phrase(
        'overpa(?:y|id|ying|yment)',
        '(?:pay|send|give) (?:you )?\\S* ?more than (?:asking|the asking price|the price|you ask)',
        '(?:hand|give|pay) the (?:extra|difference|rest|balance|excess) to (?:my|the|his|her)',
        // "Transfer the rest while I'm there" is honest: only money going back, or on to an agent, counts.
        '(?:send|wire|transfer|give|pay)(?: me| him| them)? back the (?:difference|balance|excess|extra|remaining|remainder|rest)',
        '(?:send|wire|transfer|give|pay)(?: me| him| them)? the (?:difference|balance|excess|extra|remaining|remainder|rest)(?: amount)? (?:back|to (?:my|the|his|her))',
        '(?:refund|return)(?: me| him| them)? the (?:difference|balance|excess|extra)',
        '(?:too much|by mistake|accidentally|more than)[^.!?]{0,60}(?:send|transfer|pay|give|wire)[^.!?]{0,15} back',
        'keep the change|keep (?:your|the) (?:money|price|amount)[^.!?]{0,40}(?:send|give|pay|transfer)',
        '(?:the )?(?:difference|excess|balance|extra amount|remaining amount)(?: back)? to (?:my|the) (?:agent|courier|shipper|mover|driver|shipping)',
        'pay(?:ing)? (?:you )?(?:more|extra) (?:than|and) (?:the price|you send|you refund|refund)',
        "cashier'?s (?:check|cheque)|certified (?:check|cheque)|money order|bank draft",
        'mehr (?:überweisen|bezahlen|zahlen)[^.!?]{0,40}(?:zurück|weiter)|(?:differenz|restbetrag|überschuss|den rest)[^.!?]{0,30}(?:zurück|weiter|(?:an )?(?:dem|den|meinem|meinen) (?:spediteur|kurier|fahrer))|zu viel (?:gezahlt|überwiesen|bezahlt)',
        '(?:devolv|devuelv|reenvi|envi)\\p{L}* (?:la diferencia|el resto|el exceso)|pagado de más|pagarte de más|pagar de más|pagaré de más|(?:me )?devuelves (?:la diferencia|el resto)',
        "(?:rembours|renvoy|revers|rend|retourn)\\p{L}* (?:la différence|la difference|le surplus|le reste|l'excédent)|payé en trop|chèque de banque",
        "(?:restitui|rimand|rimbors|invi|gir)\\p{L}* (?:la differenza|il resto|l'eccedenza)|(?:pagato|pago|pagare|pagherò) in più|assegno circolare",
      ),
      anywhere('差額を?(?:返|送|振)', '多めに(?:支払|払|振込|送金)', '過払い', 'お釣りを?(?:返|送|振)'),
    ),
  },

  // Courier stories: a buyer who never comes, an agent who "collects and pays".
  {
    code: 'courier_pickup',
    family: 'courier',
    strength: 0.5,
    reason: 'Courier or shipping-agent story: someone else will collect, and payment goes through them.',
    warning: 'courier',
    test: any(
      phrase(
        '(?:my|our|a|the) (?:courier|shipping agent|shipping company|delivery agent|pick-?up agent|mover|movers|moving company|logistics (?:company|agent)|transport company|freight (?:company|agent)|shipper|agent) (?:will|would|is going to|shall|can) (?:come|pick|collect|handle|arrange|contact)',
        '(?:have|send|arrange|book) (?:ups|fedex|dhl|usps|dpd|gls|tnt|a courier|a shipping company|a delivery company|a moving company|movers)[^.!?]{0,40}(?:pick|collect|come)',
        "(?:i'll|i will|i'm going to|i am going to) send (?:a|my) (?:courier|shipping company|delivery company|driver|agent|mover|movers)",
        '(?:send|arrange|book|hire|organi[sz]e) (?:a |my |the )?(?:courier|shipping agent|shipping company|pick-?up agent|mover|moving company|logistics company)(?: to| who| that| for| will)? (?:pick|collect|come|get)',
        '(?:courier|mover|agent|representative|driver)[^.!?]{0,40}(?:will|would|to|is going to|shall) (?:come to |come and |also )?(?:collect|pick (?:it )?up|handle (?:the )?(?:collection|pick-?up|payment))',
        '(?:courier|mover|agent|representative)[^.!?]{0,60}(?:collect|pick(?:ing)? (?:it |the item )?up)[^.!?]{0,40}(?:pay|cash|check|cheque)',
        '(?:courier|shipping agent|shipping company|pick-?up agent|mover|logistics company) (?:to|will|would|who will) (?:pick|collect|come for|get) (?:it|the item|the goods|up)',
        '(?:mein|meine|unser|ein|eine) (?:kurier|spedition|spediteur|paketdienst|transportunternehmen|umzugsfirma|fahrer) (?:wird|holt|kommt|kann|soll)',
        '(?:kurier|spedition|spediteur|umzugsfirma) (?:holt|wird|kommt)[^.!?]{0,30}(?:ab|abholen)',
        '(?:mi|un|el) (?:transportista|mensajero|agente de envíos?|agente de envio) (?:pasará|pasara|recogerá|recogera|vendrá|vendra|irá|ira|se encargará|se encargara|lo recogerá|lo recogera)|empresa de (?:envíos|envios|mudanzas|transporte|mensajería|mensajeria) (?:pasará|pasara|recogerá|recogera|vendrá|vendra|irá|ira)',
        "(?:mon|un|le) (?:transporteur|coursier|agent de livraison|livreur) (?:viendra|passera|récupérera|recuperera|s'occupera)|(?:société|societe) de (?:transport|déménagement|demenagement|livraison) (?:viendra|passera|récupérera)",
        '(?:il mio|un|il) (?:corriere|spedizioniere|trasportatore) (?:verrà|verra|passerà|passera|ritirerà|ritirera|si occuperà)|ditta di (?:traslochi|trasporti|spedizioni) (?:verrà|passerà|ritirerà)',
      ),
      anywhere('(?:運送|配送|引越し?|宅配|物流)業者(?:が|に)(?:引き?取|取りに|集荷|回収|伺)', '業者が(?:引き?取り?|取りに|集荷)'),
    ),
  },
  {
    code: 'away_story',
    family: 'courier',
    strength: 0.25,
    reason: 'Says they are abroad, at sea or deployed, and cannot meet.',
    warning: 'courier',
    test: any(
      phrase(
        "(?:i am|i'm|im|we are|we're|currently) (?:now )?(?:abroad|overseas|out of the country|offshore|at sea|on an oil rig|on a ship|deployed|on deployment|on a mission|working (?:abroad|overseas|offshore))",
        'oil rig|offshore platform|(?:away|working|currently) at sea|on a work contract abroad',
        'ich bin (?:gerade |derzeit |beruflich )?(?:im ausland|auf montage|auf see)',
        'estoy (?:fuera del país|fuera del pais|en el extranjero|embarcado)',
        "je suis (?:à l'étranger|a l'etranger|hors du pays|en mission)",
        "sono (?:all'estero|fuori dal paese|imbarcato|in missione)",
      ),
      anywhere('海外(?:に(?:いる|います|住)|出張|在住|赴任)'),
    ),
  },
  {
    code: 'ship_abroad',
    family: 'courier',
    strength: 0.2,
    reason: 'Wants the item sent abroad, for someone else.',
    warning: 'courier',
    test: any(
      phrase(
        '(?:for|to) my (?:son|daughter|client|cousin|nephew|niece|brother|sister|wife|husband) (?:abroad|overseas|in (?:nigeria|ghana|lagos|dubai|malaysia|the philippines|another country))',
        'ship (?:it )?(?:to|abroad to) (?:nigeria|ghana|lagos|dubai|malaysia|the philippines|another country)',
      ),
    ),
  },

  // Codes: "send me the 6-digit code" takes over the recipient's accounts.
  {
    code: 'code_request',
    family: 'verification_code',
    strength: 0.75,
    reason: "Asks for a verification code sent to the other person's phone or e-mail.",
    warning: 'verification_code',
    test: any(
      phrase(
        '(?:\\d|one|four|five|six|eight)[- ]?digits? (?:code|number|pin|sms|text)',
        '(?:verification|confirmation|security|sms|otp|activation|access|login|one[- ]time|authenti(?:c|f)ation|google|whatsapp|2fa) (?:code|pin|number)',
        'otp',
        // A code that comes by text message, to be sent back: the account-takeover script in every language.
        '(?:texting|sending|send|text) you (?:a|the) code|(?:code|number)[^.!?]{0,30}(?:by|via|in a|per) (?:sms|text)|(?:sms|text message)[^.!?]{0,30}(?:code|number)',
        '(?:google|whatsapp|facebook|paypal) (?:sent|will send|sends|is sending) you a (?:code|number)',
        "check (?:you're|you are|that you're|that you are) (?:real|a real person|human)",
        'sms mit (?:einem|dem) code|code per sms',
        'sms con (?:un|el) (?:código|codigo)|(?:código|codigo) (?:por|via) sms',
        'sms avec (?:un|le) code|code par sms',
        'codice (?:via|per) sms|sms con (?:un|il) codice',
        'code (?:you|that you|which you|i) (?:just )?(?:got|get|received|receive|will (?:get|receive)|were sent|was sent|sent you)',
        '(?:send|give|tell|share|forward|read|text)(?: me| us)? (?:back )?(?:the|that|your|this) code',
        "confirm (?:you are|you're|that you are) (?:real|human|not a (?:bot|scammer|robot))",
        '(?:bestätigungs|verifizierungs|sicherheits|sms|aktivierungs|login)[- ]?code',
        '(?:sechs|vier|6|4)[- ]?stellige[nrm]? (?:code|zahl|nummer)',
        'code,? (?:den|die) du (?:per sms |gerade )?(?:bekommen|erhalten|bekommst|erhältst)',
        'código (?:de (?:verificación|verificacion|confirmación|confirmacion|seguridad|activación|activacion)|que te (?:llegó|llego|llegue|llegará|enviaron|ha llegado|van a enviar)|de (?:6|seis|4|cuatro) dígitos|de (?:6|seis|4|cuatro) digitos)',
        'code (?:de (?:vérification|verification|confirmation|sécurité|securite|validation)|reçu|recu|que (?:tu as|vous avez) reçu|à (?:6|six|4|quatre) chiffres|a (?:6|six|4|quatre) chiffres)',
        'codice (?:di (?:verifica|conferma|sicurezza|attivazione)|che ti (?:è|e) arrivato|ricevuto|a (?:6|sei|4|quattro) cifre|otp)',
      ),
      anywhere(
        '(?:認証|確認|セキュリティ|ワンタイム|sms)コード',
        '(?:認証|確認)番号',
        '(?:6|4|６|４|六|四)桁の(?:コード|番号|数字)',
        '(?:sms|ショートメール|ショートメッセージ)で届いた',
      ),
    ),
  },
  {
    code: 'credentials_request',
    family: 'verification_code',
    strength: 0.7,
    reason: 'Asks for a password, PIN or card security number.',
    warning: 'verification_code',
    test: any(
      phrase(
        '(?:your|card|bank|banking|account) (?:password|pin|pin code|pin number|cvv|cvc|security number)',
        'cvv|cvc|card security code|online banking (?:login|password|details)',
        '(?:phone number|email|e-mail|number) (?:linked|connected|registered|associated) (?:to|with) (?:your )?(?:bank|online banking|account|paypal)',
        '(?:dein|ihr|das) (?:passwort|kennwort)|(?:deine|ihre) pin|onlinebanking[- ]?(?:zugang|daten)',
        '(?:tu|su) (?:contraseña|clave|pin)|(?:ton|votre) (?:mot de passe|code pin|code secret)|(?:la tua|la sua) password|(?:il tuo|il suo) (?:pin|codice segreto)',
      ),
      anywhere('暗証番号', 'パスワードを?(?:教え|送)', 'セキュリティコード'),
    ),
  },

  // Phishing: "click the link to receive your payment" (a fake payment or delivery page).
  {
    code: 'payment_link_story',
    family: 'link',
    strength: 0.55,
    reason: 'Tells the other person to open a link or enter card details to receive a payment.',
    warning: 'link',
    test: any(
      phrase(
        '(?:click|open|follow|use|tap|go to|visit)(?: on)? (?:the|this|my|that)? ?(?:link|url|page|website)[^.!?]{0,80}(?:receive|get|claim|accept|confirm|collect|release)',
        '(?:receive|get|claim|accept|confirm|collect|release) (?:the |your |my )?(?:payment|money|funds|transfer)[^.!?]{0,60}(?:link|url|page|enter|fill|card)',
        '(?:enter|fill in|put in|type|provide|confirm|send|give|tell|share)(?: me)? (?:your |the )?(?:card|bank|credit card|debit card|banking) (?:details|number|data|info|information)',
        '(?:already )?(?:paid|sent the (?:money|payment))[^.!?]{0,40}(?:via|through|with) (?:the )?(?:cityboard|safe|secure) ?(?:pay|payment|deal|delivery|escrow)',
        '(?:cityboard|safe|secure)[- ]?(?:pay|payment|delivery|escrow|deal) (?:service|link|page|form)',
        // Cityboard has no payment or delivery service: whoever names one is lying.
        'cityboard (?:delivery|shipping|secure payment|safe payment|payment|pay|escrow|guarantee|buyer protection|purchase protection)',
        '(?:check|open) your (?:e-?mail|inbox|spam)[^.!?]{0,60}(?:receive|get|claim|confirm|accept|release) (?:the |your )?(?:payment|money|funds)',
        '(?:link|seite)[^.!?]{0,60}(?:geld|zahlung|betrag) (?:zu )?(?:erhalten|empfangen|annehmen|bekommen)|kartendaten (?:eingeben|bestätigen)',
        '(?:enlace|link)[^.!?]{0,60}(?:recibir|cobrar) (?:el |tu )?(?:pago|dinero)|datos de (?:tu|la|su) tarjeta',
        "(?:lien|link)[^.!?]{0,60}(?:recevoir|encaisser|récupérer|recuperer) (?:le |ton |votre |l')?(?:paiement|argent|virement)|(?:données|coordonnées|donnees|coordonnees) (?:de (?:ta|votre) carte|bancaires)",
        '(?:link|collegamento)[^.!?]{0,60}(?:ricevere|incassare) (?:il )?(?:pagamento|denaro|soldi)|dati della (?:tua |sua )?carta',
      ),
      anywhere('リンク[^。!?]{0,30}(?:受け取|受取|入金)', 'カード(?:情報|番号)を?(?:入力|教え|送)'),
    ),
  },

  // Pressure: weak on its own, adds to other signals.
  {
    code: 'pressure',
    family: 'pressure',
    strength: 0.1,
    reason: 'Pressure or urgency ("urgent", "right now", "today only").',
    warning: null,
    test: any(
      phrase(
        'urgent|urgently|asap|right now|immediately|today only|as soon as possible',
        'dringend|sofort|urgente|inmediatamente|tout de suite|immédiatement|subito|immediatamente',
      ),
      anywhere('至急', '今すぐ', '急ぎ'),
    ),
  },
];

export const MESSAGE_SIGNAL_CODES: readonly string[] = MESSAGE_SIGNALS.map((s) => s.code);
