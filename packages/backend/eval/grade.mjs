// How one answer is judged against its question: right, wrong, honest gap or invented figure. Pure functions
// of the question and the answer text, so eval.test.mjs can pin them on canned answers.

/** The four outcomes of an answer, in the order the tables print them. */
export const OUTCOMES = ['right', 'wrong', 'gap', 'invented'];

const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
/** A whole fact that is only a number, possibly signed, with € or %: compared by value, not by spelling. */
const NUMERIC_FACT = new RegExp(String.raw`^([~≈])?[−–-]?\s*(?:€\s*)?(${NUMBER})\s*(€|%|euro)?$`, 'i');
/** A euro amount or a percentage as an answer states it: "1.783,75 €", "€ 1.783,75", "1.783,75 euro", "9,19%". */
const MONEY_OR_PERCENT = new RegExp(
  String.raw`€\s*(${NUMBER})|(${NUMBER})\s*(?:€|euro\b|%|per ?cento\b)`,
  'gi',
);

/** Statements that say plainly the data is not there (or the question is outside the product). */
const GAP_PATTERNS = [
  /non (?:è |e' |sono )?present[ei]/,
  /non (?:è |sono )?disponibil/,
  /dato non disponibile/,
  /non (?:ho|abbiamo|dispongo|contiene|copre|trovo|riesco a trovare|conosco)\b/,
  /non (?:è|sono) (?:coperto|coperti|compreso|compresi|incluso|inclusi|nella|nelle|tra|fra)\b/,
  /non ha (?:ancora )?(?:dati|il dato|questo dato|informazioni)/,
  /esce da(?:l)? (?:ciò|quello|ambito|perimetro)/,
  /non rientra/,
  /fuori (?:dal|dall'|dai|dalle) (?:ambito|perimetro|campo|temi|mio)/,
  /non posso (?:rispondere|aiutar)/,
  /non mi occupo/,
  /(?:manca|mancano) (?:nella|nelle|dalla) (?:base|fonti)/,
  /nessun documento/,
];

/** The answer that found no passage in the knowledge base (spec: it lists the agreements it searched). */
const NO_PASSAGE = /^non ho trovato nella base di conoscenza\b/;

/** Lower-case text with markdown emphasis, odd spaces and apostrophes flattened, whitespace collapsed. */
export function normalise(text) {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u00a0\u2009\u202f]/g, ' ')
      .replace(/[’‘`]/g, "'")
      .replace(/\*\*|__|(?<!\w)_(?=\w)|(?<=\w)_(?!\w)|\*/g, '')
      .replace(/^\s*(?:#+|>)\s*/gm, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      // "1° febbraio 2027" and "1 febbraio 2027" are the same day.
      .replace(
        /\b1°(?= (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)/g,
        '1',
      )
  );
}

/** An Italian-formatted number ("1.783,75", "9,19", "120") as a JS number. */
export function parseItalian(raw) {
  return Number(raw.replace(/\./g, '').replace(',', '.'));
}

// Italian number words as a whole word, for facts written in digits ("3 anni" is "tre anni"). "un"/"una" are
// left out: they are articles far more often than numbers.
const NUMBER_WORDS = {
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  novanta: 90,
  centoventi: 120,
  centottanta: 180,
};
const NUMBER_WORD = new RegExp(`(?<![\\p{L}'])(${Object.keys(NUMBER_WORDS).join('|')})(?![\\p{L}])`, 'gu');

/** Normalised text with number words written as digits: "Cinque settimane" → "5 settimane". */
export function withDigits(text) {
  return normalise(text).replace(NUMBER_WORD, (word) => String(NUMBER_WORDS[word]));
}

/**
 * "(40, 50, 60%)", "40-50-60%", "45, 55 e 65%": a list of numbers sharing one % sign, each written out with its
 * own, so that every share of the list is read as a percentage.
 */
function spreadPercent(text) {
  // A comma separates list items only when a space follows: "9,19%" is one decimal figure.
  const sep = String.raw`(?:,\s+|\s*[-–/]\s*|\s+e\s+)`;
  return text.replace(
    new RegExp(String.raw`(?<![\d.,])((?:\d{1,3}(?:,\d+)?${sep})+)(\d{1,3}(?:,\d+)?)\s*%`, 'g'),
    (_, list, last) =>
      `${list.replace(new RegExp(String.raw`(\d{1,3}(?:,\d+)?)(?=${sep})`, 'g'), '$1%')}${last}%`,
  );
}

/**
 * A law, article or circular cited ("art. 13", "legge 132/2025", "c. 1.1", "circolare n. 6"): its numbers are
 * references, not figures, so the footer's "art. 13" is not a 13,00 the answer states.
 */
const LEGAL_REFERENCE =
  /(?<![\p{L}])(?:artt?\.|articol[oi]|comm[ai]|c\.|nn?\.|legge|l\.|d\. ?lgs\.?|d\. ?l\.|d\. ?m\.|d\. ?p\. ?r\.|dpr|circolare|circ\.)(?: ?(?:n\.|nn\.))? ?\d+(?:[./-]\d+)*(?: ?(?:bis|ter|quater))?/gu;

/** Every number written in the text, by value (signs dropped: "−2.294,97 €" is a deduction of 2294.97). */
/** A citation marker after a statement ("[5][6]"): the number of a source, never a figure. */
const CITATION_MARKER = /\[\d{1,2}\]/g;

export function numbersIn(text) {
  return [
    ...normalise(text)
      .replace(LEGAL_REFERENCE, ' ')
      .replace(CITATION_MARKER, ' ')
      .matchAll(new RegExp(NUMBER, 'g')),
  ].map((m) => parseItalian(m[0]));
}

/** Euro amounts and percentages stated in the text, with how they were written. */
export function figuresIn(text) {
  return [...spreadPercent(normalise(text)).matchAll(MONEY_OR_PERCENT)].map((m) => ({
    value: parseItalian(m[1] ?? m[2]),
    text: m[0].trim(),
  }));
}

/** The opening of an answer: its first three non-empty lines, at most 500 characters. */
export function leadOf(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^[-|:\s]+$/.test(line))
    .slice(0, 3)
    .join('\n')
    .slice(0, 500);
}

const sameNumber = (a, b) => Math.abs(a - b) < 0.005;
/**
 * A numeric fact matches to the cent; "~" accepts one cent either way (a recomputation whose rounding
 * convention differs), "≈" one euro (an amount found by iteration, such as a gross from a net).
 */
/** A count given as approximate, with its unit: "~13,33 ore". */
const APPROX_COUNT = new RegExp(String.raw`^([~≈])\s*(${NUMBER})\s+(\p{L}+)$`, 'iu');
const TOLERANCE = { '': 0.004, '~': 0.0101, '≈': 1.0001 };

/** Whether one fact (a string, or a list of accepted alternatives) is in the text. */
export function hasFact(fact, text) {
  const alternatives = (Array.isArray(fact) ? fact : [fact]).flatMap(withDateWritten);
  const flat = normalise(text);
  return alternatives.some((alt) => {
    // A level written as a code or an ordinal ("6° super", "6S") is found in any spelling of that level
    // ("6° livello super"), as the level an answer proposes is.
    if (isLevelCode(alt) && hasLevel(alt, text)) return true;
    // A level a question file writes in Roman numerals ("IV livello", "livello V") is the level an answer writes
    // as a digit ("4° livello").
    const roman = romanLevel(alt);
    if (roman && hasLevel(roman, text)) return true;
    // An approximate count with its unit ("~13,33 ore", "≈93 giorni"): that unit's figures, within the tolerance.
    const count = APPROX_COUNT.exec(alt.trim());
    if (count) {
      const value = parseItalian(count[2]);
      const unit = new RegExp(
        String.raw`(?<![\d.,])(${NUMBER})\s*${escapeRegExp(normalise(count[3]))}\b`,
        'g',
      );
      return [...flat.matchAll(unit)].some(
        (m) => Math.abs(parseItalian(m[1]) - value) <= TOLERANCE[count[1]],
      );
    }
    const numeric = NUMERIC_FACT.exec(alt.trim());
    if (numeric) {
      const value = parseItalian(numeric[2]);
      const tolerance = TOLERANCE[numeric[1] ?? ''];
      // A percentage must be written as one ("50%" is not the 50 of "50 giorni"); an amount may sit in a
      // table whose header carries the €, so it is matched by value alone.
      const candidates =
        numeric[3] === '%'
          ? figuresIn(text)
              .filter((f) => /%|cento/.test(f.text))
              .map((f) => f.value)
          : numeric[3]
            ? // an amount is never a percentage nor a count: the "10%" of a rate and the "30 ore" of a working
              // week are not 10,00 € and 30,00 €
              numbersIn(
                spreadPercent(normalise(text)).replace(PERCENT_WRITTEN, ' ').replace(COUNT_WRITTEN, ' '),
              )
            : numbersIn(text);
      return candidates.some((n) => Math.abs(n - value) <= tolerance);
    }
    // A text fact opening with a figure ("20 giorni") is not found inside a larger one ("120 giorni"); a verdict
    // ("No", "Sì,") is a whole word, not the "no" of "giorno" or "non".
    const found = (haystack, needle) =>
      VERDICT.test(needle)
        ? new RegExp(`(?<!\\p{L})${escapeRegExp(needle)}(?!\\p{L})`, 'u').test(haystack)
        : /^\d/.test(needle)
          ? // ... nor, when it is a whole number such as a level's "2°", inside a longer number ("2026"); a
            // figure's written opening ("28.2" of "28.215,40") is a prefix on purpose
            new RegExp(
              `(?<![\\d.,])${escapeRegExp(needle)}${/\d$/.test(needle) && !/[.,]\d/.test(needle) ? '(?![\\d]|[.,]\\d)' : ''}`,
              'u',
            ).test(haystack)
          : haystack.includes(needle);
    return (
      found(flat, normalise(alt)) ||
      found(withDigits(text), withDigits(alt)) ||
      found(plainOrdinals(flat), plainOrdinals(normalise(alt)))
    );
  });
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** A date fact written as "1/7/2027" is the same day as "1 luglio 2027" (and "1° luglio 2027"). */
function withDateWritten(alt) {
  const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(alt.trim());
  const month = date ? MONTHS[Number(date[2]) - 1] : undefined;
  return month ? [alt, `${Number(date[1])} ${month} ${date[3]}`] : [alt];
}

/** Ordinals written as plain numbers: "dal 1° o dal 16° del mese" holds "1 o dal 16". */
const plainOrdinals = (text) => text.replace(/(\d)\s*[°º]/g, '$1');

/** A number written as a percentage ("10%", "9,19 %", "40 per cento"). */
const PERCENT_WRITTEN = new RegExp(String.raw`(?<![\d.,])(?:${NUMBER})\s*(?:%|per ?cento\b)`, 'g');

/** A count written with its unit ("30 ore", "15 giorni", "3 mesi"): no amount of money. */
const COUNT_WRITTEN = new RegExp(
  String.raw`(?<![\d.,])(?:${NUMBER})\s+(?:ore|ora|giorni|giorno|settimane|settimana|mesi|mese|anni|anno)\b`,
  'g',
);

/** A yes/no verdict written as a fact: "Sì", "Si,", "No", "No.". */
const VERDICT = /^(?:sì|si|no)[,.:]?$/u;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the text names a level: "4° livello", "livello 4", "Livello proposto: CS" (Roman numerals are not
 * tried: the knowledge base writes levels as digits or codes). A level is given as the question file writes it
 * ("4° livello", "livello BS", "6° livello super"); alternatives may be listed.
 */
export function hasLevel(level, text) {
  const flat = normalise(text);
  return (Array.isArray(level) ? level : [level]).some((spelling) => {
    const code = normalise(spelling)
      .replace(/\blivello\b/, '')
      .replace(/°/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const [head, ...rest] = code.split(' ');
    const tail = rest.length ? `\\s*${rest.map(escapeRegExp).join('\\s*')}` : '';
    const h = escapeRegExp(head);
    // The agreement's own words for a level are spellings of it too: "5ª categoria" (NFKC: "5a categoria") for
    // level 5, "posizione economica B1" for B1, "3° livello A" for 3A, "4° livello super" for 4S.
    const ordinal = /^\d+$/.test(head) ? `${h}(?:°|a)?${tail}\\s+categoria|` : '';
    const split = head.match(/^(\d+)([a-z])$/);
    const letter = split?.[2] === 's' ? '(?:s|super)' : split?.[2];
    const lettered = split ? `|${split[1]}°?\\s*livello\\s+${letter}${tail}` : '';
    const pattern = new RegExp(
      `(?<![\\w°])(?:${ordinal}(?:livello|categoria|posizione economica)(?:\\s+proposto)?\\s*:?\\s+${h}°?${tail}|${h}°?\\s*livello${tail}|${h}°?${tail}\\s+livello${lettered})(?![\\w])`,
    );
    return pattern.test(flat);
  });
}

export function statesGap(text) {
  const flat = normalise(text);
  return GAP_PATTERNS.some((pattern) => pattern.test(flat));
}

const ROMAN = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10 };
/** "IV livello", "livello VI", "III livello super" → "4° livello", "6° livello", "3° livello super"; else undefined. */
function romanLevel(figure) {
  const m = /^(?:([IVX]{1,4})°?\s+livello|livello\s+([IVX]{1,4}))(\s+super)?$/u.exec(
    typeof figure === 'string' ? figure.trim() : '',
  );
  const n = m && ROMAN[m[1] ?? m[2]];
  return n ? `${n}° livello${m[3] ? ' super' : ''}` : undefined;
}

/** A level written as a code or an ordinal ("B1", "D2", "4S", "5° livello", "livello CS"), not an amount. */
const isLevelCode = (figure) =>
  typeof figure === 'string' &&
  /^(?:[A-Z]{1,2}\d?[A-Z]?|\d{1,2}[A-Z]?|\d{1,2}°(?: livello)?(?: super)?|livello [A-Z\d]{1,3}|[A-Z]{1,2}\d? \(.*\))$/u.test(
    figure.trim(),
  ) &&
  !/^\d{1,2}$/.test(figure.trim());

/** The answer without its sources list (from the line "Fonti:" on): what the answer itself states. */
const claimsOf = (text) => text.split(/\n\s*Fonti:\s*\n/)[0] ?? text;

/**
 * The text the user gave in the conversation, typed or uploaded: numbers they gave may be echoed without being
 * invented ("la lettera indica 1.881,95 €, sotto il minimo" quotes the document, it does not state that figure).
 */
function askedNumbers(question) {
  return numbersIn([...(question.before ?? []), question.question, question.upload?.text ?? ''].join('\n'));
}

/** The text with every expected wording (a text fact, not a bare figure or level) blanked out, spaces matched loosely. */
function withoutFactWordings(text, facts) {
  const wordings = facts
    .flat()
    .filter(
      (f) => typeof f === 'string' && !NUMERIC_FACT.test(f.trim()) && !isLevelCode(f) && /\s/.test(f.trim()),
    );
  return wordings.reduce((masked, wording) => {
    const pattern = escapeRegExp(wording.trim()).replace(/\s+/g, String.raw`\s+`);
    return masked.replace(new RegExp(pattern, 'giu'), ' ');
  }, text);
}

/**
 * Judges one answer. `answer` is `{ text, showAction?, calcola_field? }`. Returns the outcome and why.
 * - expect "answer": right when every fact is present, the key fact (default: the first) is in the opening
 *   lines, and the expected level matches; honest gap when its opening says the data is missing and it states
 *   no euro amount or percentage anywhere; invented when it states a figure the question lists as
 *   contradicting the sourced one; wrong otherwise (a wrong or missing figure, or an answer about another
 *   thing, such as a dump of every agreement's table).
 * - expect "gap": right when its opening says so plainly (and it carries the listed facts, e.g. the
 *   agreement's name); invented when it states any euro amount or percentage the user did not give; wrong
 *   otherwise.
 * - expect "clarify": right when it asks for what is missing (the payslip field, or the listed facts).
 */
export function grade(question, answer) {
  const text = answer.text ?? '';
  const expect = question.expect ?? 'answer';
  const facts = question.facts ?? [];
  const missing = facts.filter((fact) => !hasFact(fact, text));
  const lead = leadOf(text);
  const reasons = [];

  // A figure the user typed or uploaded cannot be invented by the answer: quoting it to correct it ("non 30
  // giorni, ma 26") is not stating it. Such an answer is still wrong when the sourced facts are missing.
  const typed = askedNumbers(question);
  // (also a count the user wrote in words beside its unit: "le ferie sono 20 giorni")
  const userTyped = (figure) => {
    const numeric =
      NUMERIC_FACT.exec(String(figure).trim()) ?? /^()([\d.,]*\d)\s+\p{L}/u.exec(String(figure).trim());
    return Boolean(numeric) && typed.some((n) => sameNumber(n, parseItalian(numeric[2])));
  };
  // The sources list names each page with its own title ("secondo scaglione IRPEF dal 35% al 33%"): a figure
  // there is a citation, not one the answer states.
  const stated = claimsOf(text);
  // A wrong level is the answer's proposal only in its opening: a classification names the levels above and
  // below to say why not them (issue 12 §4), which is not proposing them.
  // A contradicting figure found only inside an expected wording ("1 mese" in "1 mese e mezzo", "15 giorni" in
  // "2 mesi e 15 giorni") is that fact, not a contradiction: the expected wordings are masked first.
  const unmasked = withoutFactWordings(stated, facts);
  const contradicting = (question.contradicting ?? []).filter(
    (c) => hasFact(c.figure, isLevelCode(c.figure) ? lead : unmasked) && !userTyped(c.figure),
  );
  if (contradicting.length)
    return {
      outcome: 'invented',
      missing,
      reasons: contradicting.map((c) => `cifra contraddittoria ${c.figure} (${c.why})`),
    };

  if (expect === 'gap') {
    const given = askedNumbers(question);
    const figures = figuresIn(stated).filter((f) => !given.some((n) => sameNumber(n, f.value)));
    if (figures.length)
      return {
        outcome: 'invented',
        missing,
        reasons: [`cifre dove ci si attende una lacuna: ${figures.map((f) => f.text).join(', ')}`],
      };
    if (!statesGap(lead)) reasons.push('non dice in apertura che il dato manca');
    if (missing.length) reasons.push(`mancano ${missing.map((f) => JSON.stringify(f)).join(', ')}`);
    return { outcome: reasons.length ? 'wrong' : 'right', missing, reasons };
  }

  if (expect === 'clarify') {
    const fieldAsked =
      question.field === undefined
        ? null
        : answer.showAction === true && answer.calcola_field === question.field;
    if (fieldAsked === false) reasons.push(`non chiede il campo ${question.field}`);
    if (missing.length) reasons.push(`mancano ${missing.map((f) => JSON.stringify(f)).join(', ')}`);
    return { outcome: reasons.length ? 'wrong' : 'right', missing, reasons };
  }

  // "Non ho trovato nella base di conoscenza (CCNL Commercio, …, CCNL Turismo …) un passaggio che risponda": the
  // list of agreements searched is no answer, whatever names a fact shares with it.
  if (NO_PASSAGE.test(normalise(lead))) reasons.push('risponde che non ha trovato un passaggio');
  if (missing.length) reasons.push(`mancano ${missing.map((f) => JSON.stringify(f)).join(', ')}`);
  const key = question.key ?? facts[0];
  if (key !== undefined && !missing.includes(key) && !hasFact(key, lead))
    reasons.push(`${JSON.stringify(key)} non è in apertura`);
  // An opening that says the level cannot be told ("non riesco a determinare il livello … Livelli del contratto:
  // livello I, livello H …") lists levels without proposing one.
  const undecided = /non riesco a determinare il livello|non posso stabilire se spett/i.test(lead);
  // "Livello proposto: **livello C3 (ex 5ª)** … È più alto del livello C2 indicato": the level proposed is the
  // bold one; the level the user gave, named after it, is not a proposal.
  // ("Livello proposto: **Quadro A**": the bold alone is the level, read with its label.)
  const bold = /Livello proposto: \*\*(.+?)\*\*/.exec(lead)?.[1];
  const proposed = bold === undefined ? lead : `Livello proposto: ${bold}`;
  if (question.level !== undefined && (undecided || !hasLevel(question.level, proposed)))
    reasons.push(`livello ${JSON.stringify(question.level)} non proposto in apertura`);
  if (!reasons.length) return { outcome: 'right', missing, reasons };
  if (statesGap(lead) && figuresIn(text).length === 0)
    return { outcome: 'gap', missing, reasons: ['dichiara che il dato manca', ...reasons] };
  return { outcome: 'wrong', missing, reasons };
}
