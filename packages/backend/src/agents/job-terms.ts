import { distance } from 'fastest-levenshtein';
import { terms } from '../kb/text.js';
import { replaceUnlessDenied } from './denied-phrases.js';
import { JOB_PHRASES } from './job-phrases.js';
import { PLANT_PHRASES } from './plant-phrases.js';
import { TASK_TITLES } from './task-titles.js';

/**
 * A job description (or a level's profile and definition) read into search terms where a denied word is
 * another word: "non autosufficiente" becomes "nonautosufficiente", so it never matches "autosufficiente".
 * A negation reaches what it governs: its first word, the words its prepositions and articles lead to, and
 * the items of a list ("non ha né diploma né attestato", "senza iniziativa sulla condotta e sul risultato").
 */

// ("non deve vendere né stare in cassa", "non fa la cassa": a duty or a post denied is the task denied.)
const NEGATION_FILLER =
  /\bnon\s+(?:(?:e|sia|era|sono|siano|fosse|fossero|fu|risulta|risultano|piu|ormai|gia|del tutto|affatto|totalmente|completamente|proprio|per niente|mai|e piu|molto|tanto|ha|ho|hai|abbiamo|hanno|aveva|avevo|abbia|possiede|possiedo|nessun\w*|alcun\w*|un|una|deve|devono|dovra|dovranno|dovrebbe|dovrebbero|sta|stanno|stara|stare|fa|fanno|fara|fare)\s+)+/gu;
// States and phrases that mean a person cannot look after themselves.
const NOT_SELF_SUFFICIENT =
  /\bnon (?:riesc\w*|e in grado|in grado|ce la fa\w*|puo)(?: piu)? (?:a |di )?(?:badare|provvedere|muover\w*|camminar\w*|alzar\w*|lavar\w*|vestir\w*|mangiar\w*|gestir\w*)\w*|\ballettat\w*|\bdisabil\w*|\binvalid\w*|\bdemenz\w*|\balzheimer\b|\bparkinson\b|sedia a rotelle|\bcarrozzin\w*|\bcostrett\w* a letto|\bnon (?:cammin|si muove|si alza|si lava|si veste|mangia da sol|si regge)\w*|\bl[ao] (?:lava|veste|imbocca|cambia|alza)\b/gu;

// Words the rules below key on: a typo in one of them ("atestato", "diplma") must not lose the rule.
const RULE_WORDS = [
  'attestato',
  'attestati',
  'diploma',
  'qualifica',
  'qualificata',
  'qualificato',
  'certificato',
  'autosufficiente',
  'autosufficienti',
  'coordina',
  'responsabile',
];

// Articles and prepositions a negation reaches through ("non risponde del risultato").
const LINKS = new Set(
  'a ad ai al alla alle allo agli il lo la i gli le l un una uno in nei nel nella nelle di dei del della delle degli da dal dalla dai su sul sulla sui sulle per'.split(
    ' ',
  ),
);
// Words that carry a negation on to the next item of a list; "e" only before an article or preposition
// ("e sul risultato"), since "non coordina e tiene l'agenda" says two things.
const LIST_WORDS = new Set(['o', 'oppure', 'ne', 'ovvero']);
const MAX_SCOPE = 4;
// A licence or permit named by a short code right after it ("senza abilitazioni ADR", "senza patente C"): the
// code is what the negation denies, as much as the permit.
const NAMED_PERMIT = /^(?:abilitazion|certificazion|patent|brevett|licenz)\p{L}*$/u;
const PERMIT_CODE = /^\p{L}{1,5}$/u;
// A grade said of the denied work, right after it ("niente lavori specializzati", "senza compiti qualificati",
// qualified read as "formato" by then): the grade is denied with the work, not claimed.
const GRADE_OF_DENIED = /^(?:specializzat|format[oa])\p{L}*$/u;

/** A word one letter off a word the rules key on is that word; short words stay as typed. */
function mendRuleWord(word: string): string {
  if (word.length < 6 || RULE_WORDS.includes(word)) return word;
  const near = RULE_WORDS.filter((p) => Math.abs(p.length - word.length) <= 1 && distance(p, word) === 1);
  return near.length === 1 ? (near[0] as string) : word;
}

// Tasks said with a verb or a colloquial title, in the words the profiles use ("pulisce" for an "addetto alle
// pulizie", "camionista" for an "autista").
const TASK_WORDS: [RegExp, string][] = [
  // (Cleaning vegetables or fish is cooking: "pulisco le verdure"; cleaning the job's own tools or counter, "pulisce
  // le affettatrici", "pulisce gli attrezzi", is part of that job, not a cleaner's.) Sweeping is cleaning; a
  // cleaner of premises is what the older definitions call an «inserviente».
  [
    /\b(?:pulisc\w*|pulir\w*|puliv\w*|puliss\w*|pulit[oaie]\b|spazz(?:a|ano|are|ava|avano|er\w*|i|o))\b(?! (?:le |il |i |gli |la |l')?(?:verdur|pesc|insalat|fung|carciof|ortagg|frutt|calamar|cozz|vongol|affettatric|attrezz|utensil|bilanc|banc(?:o|on)|vetrin|frigo|macchin\w* (?:del|da) caff))/gu,
    'pulizie inserviente',
  ],
  [/\b(?:stir[aoi]\b|stirare|stirav\w*)/gu, 'stireria'],
  // Cooking said as the work ("fa solo da cucinare", "cucina per noi") is the cook's; the kitchen as a place or a
  // denied task ("aiuto in cucina", "sala e cucina", "niente cucina") is not, nor a meal made among other care
  // ("prepara la cena ai bambini": the sitter's).
  [
    /(?<!\b(?:non|niente|senza|ne|aiut\w*|a|in|di|la|della|nella|alla|e)\s)\b(?:(?:fa(?:re)? (?:solo )?da )?cucinare|cucin(?:a|o|ano)(?= (?:per|tutti|ogni|da sol)\b))/gu,
    '$& cuoco',
  ],
  [/\b(?:camionist\w*|autotrasportator\w*|trasportator\w*)/gu, 'autista'],
  [/\b(?:serv\w* (?:ai|al|a) tavol\w*)/gu, 'cameriere'],
  // Serving customers or working the till in a shop is selling ("servo i clienti", "sto in cassa"); denied
  // ("non sto alla cassa") it is not.
  [
    /(?<!\bnon )\b(?:serv\w* (?:i |il |la |le )?client\w*|(?:sto|sta|stare|faccio|fa|fare) (?:anche )?(?:in|alla|la) cassa)\b/gu,
    '$& vendite',
  ],
  // A job that needs no particular skill, said as the lowest definitions say it ("non richiedono particolari
  // conoscenze"): "non serve nessuna competenza particolare", "senza competenze specifiche" (a permit, "senza
  // abilitazioni ADR", is no skill).
  [
    /\b(?:non (?:serv\w*|occorr\w*|richied\w*|ci vuol\w*)|senza) (?:nessun\w* |alcun\w* |particolar\w* |specifich\w* )?(?:competenz|conoscenz|capacit|abilit(?!azion))\w*(?: (?:particolar|specific)\w*)?/gu,
    'non richiedono particolari conoscenze',
  ],
  // A permit denied ("senza abilitazioni ADR o simili", "nessuna abilitazione ADR") is the transport that "non
  // richiede abilitazioni particolari", as the drivers' levels say it; the codes stay denied with the permit.
  [
    /\b(?:senza|nessun[ao]?|niente) (?:abilitazion\w*|patentin\w*)(?: (?:o|e|ne|simili|particolari|specifiche|[a-z]{2,5}\b))*/gu,
    '$& ; non richiedono abilitazioni particolari ;',
  ],
  // The same task over and over is the "simple or repetitive" work of the lowest profiles.
  [/\b(?:sempre (?:lo stesso|la stessa cosa|uguale)|ripetitiv\w*|monoton\w*)/gu, 'semplici ripetitive'],
  [/\b(?:tata|bambinaia)\b/gu, 'baby sitter'],
  // A small or company nursery is a nursery: "micronido", "nido aziendale", "nido d'infanzia".
  [/\bmicro[- ]?nid[oi]\b|\bnid[oi] (?:aziendal\w*|d'infanzia)\b/gu, 'asilo nido'],
  // A shop's "punto vendita" is the shop, not the selling a shop assistant does.
  [/\bpunt[oi] vendita\b/gu, 'negozio'],
  // Cleaning with machines ("uso la lavasciuga", "monospazzola", "macchinari") is the qualified cleaner's work.
  [
    /\b(?:lavasciug\w*|monospazzol\w*|macchinar\w*|macchin\w* (?:per|da) (?:la |le )?pulizi\w*)/gu,
    '$& qualificato',
  ],
  // Building trades: a labourer is a common worker; a bricklayer or carpenter a qualified one, specialised when
  // the job says experience or working alone ("muratore esperto", "fa tutto da solo", "da 10 anni"), not when it
  // denies it ("ma non è specializzato", "senza esperienza").
  [/\b(?:manoval\w*|garzon\w* (?:di|in) cantiere)/gu, '$& operai comuni'],
  [
    /\b(?:murator\w*|carpentier\w*|ferraiol\w*|piastrellist\w*|intonacator\w*|gruist\w*)\b(?=[^.?!;]*\b(?<!\b(?:non|senza|niente|nessun\w*)\s+(?:[\p{L}']+\s+){0,2})(?:espert\w*|provett\w*|specializzat\w*|da sol[oa]|in autonomia|autonom\w*|capisquadra|anni di esperienza|da (?:\d+|molti|tanti|parecchi|vent\w*|dieci|quindici) anni|senza che nessuno)\b)/gu,
    '$& operai specializzati',
  ],
  [
    /\b(?:murator\w*|carpentier\w*|ferraiol\w*|piastrellist\w*|intonacator\w*|gruist\w*)\b(?! operai specializzati)/gu,
    '$& operai qualificati',
  ],
  // A machine tool worked ("lavoro su una pressa", "sto alla piegatrice") is the qualified operator's work "su
  // macchine o impianti" (realconv13); following instructions alone is not: the D1 definition says it too.
  [
    /\b(?:press[ae]|tornio|torni|fresatric\w*|piegatric\w*|tranciatric\w*|punzonatric\w*|saldatric\w*|cnc)\b/gu,
    '$& macchine impianti',
  ],
  // Doing a bit of everything is what the profiles call "polifunzionale".
  [/\b(?:fa (?:un po' )?di tutto|tuttofare)\b/gu, 'polifunzionale'],
  // So is the housework of a home told as three or more of its chores ("pulizie stiro spesa e cucina semplice").
  [
    /\b(?:pulizi\w*|pulisc\w*|stir\w*|bucat\w*|lavatric\w*|spesa|cucin\w*|riordin\w*)\b(?:[^.?!;:]{0,25}?\b(?:pulizi\w*|pulisc\w*|stir\w*|bucat\w*|lavatric\w*|spesa|cucin\w*|riordin\w*)\b){2,}/gu,
    '$& polifunzionale',
  ],
  // A first job is no experience ("al primo impiego", "non ha mai lavorato").
  [
    /\b(?:(?:al|alla|il|la|e il|e al) )?prim[oa] (?:impiego|lavoro|esperienza|occupazione)\b|\bnon ha mai lavorato\b/gu,
    'senza esperienza',
  ],
  // Years in the job are the experience the definitions ask for ("lavora da anni", "da 3 anni").
  [
    /\bda (?:\d+ |un paio d'|molti |tanti |diversi |parecchi |vari |alcuni |due |tre |quattro |cinque |sei |sette |otto |nove |dieci |quindici |vent\w* )?anni\b/gu,
    'esperienza',
  ],
];

/** Lowercase, unaccented text with every negation, filler and synonym rule applied, "non" still separate. */
function prepared(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      // "nn è autosufficiente": the phone shorthand of "non".
      .replace(/\bnn\b/gu, 'non')
      .replace(/\p{L}+/gu, mendRuleWord)
      .replace(/.*/su, (all) =>
        [...TASK_WORDS, ...JOB_PHRASES, ...PLANT_PHRASES, ...TASK_TITLES].reduce(
          // A phrase a negation governs ("senza guidare il muletto") gains no title (denied-phrases.ts).
          (text, [pattern, word]) =>
            TASK_WORDS.some(([p]) => p === pattern)
              ? text.replace(pattern, word)
              : replaceUnlessDenied(text, pattern, word),
          all,
        ),
      )
      // "impiegato d'ordine" is a clerical grade, not the orders a job places ("niente ordini ai fornitori").
      .replace(/\bd'?\s?ordine\b/gu, 'dordine')
      // "solo", "soltanto" say what a profile says with "esclusivamente" (an "addetto esclusivamente alle pulizie");
      // "da solo" is working alone, not only.
      .replace(/(?<!\bda )\b(?:solo|soltanto|solamente|unicamente)\b/gu, 'esclusivamente')
      // "senza diploma", "privo di qualifica", "nessuna formazione" deny as "non" does.
      // "niente cassa e niente ordini", "nulla di contabile" deny as "non" does too.
      .replace(
        /\b(?:senza|priv[oaie] d(?:i|el|ella|ello|ei|egli|elle)|nessun[oa]?|alcun[oa]?|niente(?: di)?|nulla di)\s+/gu,
        'non ',
      )
      // "non ha formazione né il diploma": "né" after a negation denies what follows it too.
      .replace(
        /\bne\s+(?:(?:il|la|lo|i|gli|le|un|una|uno|da|di)\s+|l')?/gu,
        (found, at: number, all: string) => (/\bnon\b[^.;?!]*$/u.test(all.slice(0, at)) ? 'non ' : found),
      )
      .replace(/\bautosuff\w*\.?/gu, 'autosufficiente')
      // Words between "non" and what it denies ("non è più autosufficiente", "non fosse del tutto autonoma").
      .replace(NEGATION_FILLER, 'non ')
      // "non addetto all'assistenza" denies the assistance, not being an "addetto": a job told as "un addetto che
      // strigli i cavalli" does not contradict it.
      .replace(
        /\bnon (?:addett|adibit|assegnat)\w* (?:all'\s*|(?:alla|alle|allo|agli|ai|al|ad|a)\s+)/gu,
        'non ',
      )
      // "non ha ADR né altre abilitazioni", "senza altri titoli": "altre" only points at what is denied.
      .replace(/\bnon\s+altr[oaie]\s+/gu, 'non ')
      // "nessuna responsabilità su altre persone": the people the denial reaches, not a word of the job's own.
      .replace(
        /(\bnon\s+\p{L}+\s+(?:su|di|verso|per|sugli|sulle|sui|degli|delle|dei)\s+)altr[oaie]\s+/gu,
        '$1',
      )
      // "non interviene su apparati complessi", "non lavora su impianti particolarmente complessi": what the work is
      // done on is what is denied (an adverb inside the denial reaches no further).
      .replace(
        /\bnon\s+(?:interv\p{L}*|oper[ao]\p{L}*|lavor[ao]\p{L}*|agisc\p{L}*)\s+(?:su|sugli|sulle|sui|sul|sulla)\s+/gu,
        'non ',
      )
      .replace(/(\bnon\s+\p{L}+)\s+\p{L}+mente\s+/gu, '$1 ')
      // "non ha nessun diploma" is one negation, not two.
      .replace(/\b(?:non\s+){2,}/gu, 'non ')
      // A certificate or qualification is the training the profiles call "formato" ("con attestato di qualifica");
      // denied ("non ha nessun attestato"), it stays denied as "non formato".
      .replace(/\b(?:attestat\w*|qualific\w*|certificat\w*|corso (?:di|da|regional\w*) \w+)/gu, (w) =>
        /a$/.test(w) ? 'formata' : 'formato',
      )
      // "non ha autonomia", "non avrà alcuna autonomia": the autonomy is what is denied.
      .replace(
        /\bnon (?:ha|hanno|avra|avranno|avrebbe|avrà)\s+(?:alcuna\s+|nessuna\s+)?(?=autonom)/gu,
        'non ',
      )
      // Losing self-sufficiency said in other words is the "non autosufficiente" of the profiles; "senza autonomia di
      // concetto" is a clerk's work done to order, not a person cared for.
      .replace(
        /\bnon (?:autonom\w*|indipendent\w*)\b(?! (?:di concetto|di iniziativa|di giudizio))/gu,
        'non autosufficiente',
      )
      .replace(NOT_SELF_SUFFICIENT, ' non autosufficiente ')
  );
}

/**
 * Each negation joined to what it governs. `reach` keeps the whole scope; `heads` keeps the denied words
 * and the items of their list and drops their complements (what a text asserts outside any negation, and
 * the conditions it denies by name).
 */
function scoped(text: string, mode: 'reach' | 'heads'): string {
  // Punctuation is a token of its own: it ends a negation ("non autosufficienti (non formato)").
  const tokens = text
    .replace(/([^\p{L}\p{N}'\s]+)/gu, ' $1 ')
    .split(/\s+/u)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== 'non') {
      out.push(tokens[i] as string);
      continue;
    }
    let content = 0;
    let linked = true;
    // The denied word itself, or the next item of a list ("né diploma né attestato").
    let item = true;
    let permit = false;
    let j = i + 1;
    for (; j < tokens.length && content < MAX_SCOPE; j++) {
      const word = (tokens[j] as string).replace(/^\p{L}'/u, '');
      // Punctuation ends the scope; another "non" opens its own.
      if (!/\p{L}/u.test(word) || word === 'non') break;
      if (content > 0 && LIST_WORDS.has(word)) {
        linked = true;
        item = true;
      } else if (LINKS.has(word) || (content > 0 && word === 'e' && LINKS.has(tokens[j + 1] ?? '')))
        linked = true;
      else if (!linked && content > 0 && GRADE_OF_DENIED.test(word)) {
        out.push(`non${word}`);
        content++;
      } else if (!linked && !(permit && PERMIT_CODE.test(word) && !LINKS.has(word) && word !== 'e')) break;
      else {
        // A complement ("diploma da assistente") qualifies what is denied: only the reach counts it; a permit's
        // code ("abilitazioni ADR") is the permit itself.
        if (mode === 'reach' || item || permit) out.push(`non${word}`);
        content++;
        permit = !linked ? false : NAMED_PERMIT.test(word);
        linked = false;
        item = false;
      }
    }
    i = j - 1;
  }
  return out.join(' ');
}

/** The terms of a job description or a level's text, negations joined to what they deny. */
export function jobTerms(text: string): string[] {
  return terms(scoped(prepared(text), 'reach'));
}

/** What a level's text asserts outside any negation, and the words it denies by name. */
export function polarity(text: string): { asserted: Set<string>; denied: Set<string> } {
  const all = terms(scoped(prepared(text), 'heads'));
  return {
    asserted: new Set(all.filter((t) => !t.startsWith('non'))),
    denied: new Set(all.filter((t) => t.startsWith('non'))),
  };
}
