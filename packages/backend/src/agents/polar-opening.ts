import { askedVerdict, askingSentences, withVerdictWord } from '../documents/asked-verdict.js';
import { fold } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { moreVerdict } from './more-claimed.js';

/**
 * Session 27: a yes/no question whose answer opened without its verdict, where the answer's own opening decides
 * it with no reading of meaning:
 * - a figure checked and found short ("la cifra indicata (1.983,91 €) è **40,47 € in meno** del minimo", "è
 *   **sotto il minimo** di 0,35 € l'ora"): the check's verdict as the question asked it ("è corretto?" → No, "sono
 *   sotto il minimo?" → Sì: ../documents/asked-verdict.ts); a bare "mi controlli la busta?" asks whether it is right;
 * - hours asked as allowed ("posso fare un part-time da 12 ore?", "bastano 12 ore?") against the minimum the
 *   opening states ("orario minimo di 16 ore … e di 18 ore in quelle più grandi"): No below every minimum, Sì at or
 *   above every one, nothing in between (the firm's size decides, and the opening names both).
 * An opening that already gives a verdict ("Sì", "No", "In parte", "Non posso confermarlo") is left as it is.
 */
// ("Dipende dal livello": the verdict is that it depends, whatever the opening finds short.)
const HAS_VERDICT = /^\s*(?:\*\*)?(?:sì|si|no|in parte|non posso confermarlo|dipende)(?![\p{L}])/iu;
const SHORT = /\*\*[\d.,]+ € (?:l'ora )?in meno\*\*|\bsotto il minimo\b/;
const CHECK_ASKED = /\bcontroll\w*\b|\bverific\w*\b|\btorna(?:no)?\b|\bva bene\b/;
// "posso fare un part-time da 12 ore?", "si può fare da 12 ore?", "bastano 12 ore a settimana?".
const HOURS_ALLOWED =
  /\b(?:posso|possiamo|si puo|puo|potete|potrei|potremmo|e possibile|e consentit\w*|bastano|basta|va bene)\b/;
// A day's hours ("2 ore al giorno") spread the week asked; they are not another schedule.
const ASKED_HOURS = /\b(\d{1,2})\s*(?:ore|h)\b(?!\s*(?:al giorno|giornalier\w*|ogni giorno))/g;
// The clause of the opening that states the minimum, up to its first bracket or full stop.
const MINIMUM_CLAUSE = /(?:\bminim\w*|\bnon puo scendere sotto|\balmeno)[^(.;]*/g;
// ("con un minimo di 2 ore al giorno": a day's floor, not the week's the hours asked are held against.)
const HOURS = /\b(\d{1,2}) ore\b(?!\s*(?:al giorno|giornalier\w*|ogni giorno))/g;

function opened<T extends AgentAnswer>(answer: T, word: 'Sì' | 'No', plainly = ''): T {
  const lines = answer.text.split('\n');
  const at = lines.findIndex((line) => line.trim() !== '');
  const line = lines[at];
  if (line === undefined) return answer;
  lines[at] = plainly
    ? withVerdictWord(line, word).replace(`**${word}**`, `**${word}, ${plainly}**`)
    : withVerdictWord(line, word);
  return { ...answer, text: lines.join('\n') };
}

/** The figure checked and found short: its verdict as asked. */
function shortVerdict(question: string, opening: string): 'Sì' | 'No' | undefined {
  if (!SHORT.test(opening)) return undefined;
  return askedVerdict(question, false) ?? (CHECK_ASKED.test(question) ? 'No' : undefined);
}

// A shorter schedule the opening allows some workers ("part-time del fine settimana di 8 ore per studenti e
// percettori di sostegno al reddito"): its hours and the words naming whom and when.
const EXCEPTION = /\b(\d{1,2}) ore (?:settimanali )?per ([^;.(]+)/g;
// The days a question names stand for the weekend an exception names.
const WEEKEND = /\b(?:sabato e (?:la )?domenica|weekend|week end)\b/g;
// "un ragazzo che studia", "un universitario" is the student an exception names.
const STUDENT =
  /\b(?:che studia(?:no)?|studia all'universita|universitari[oa]|iscritt[oa] all'universita)\b/g;
const stems = (text: string) =>
  new Set(
    [...text.matchAll(/\p{L}{5,}/gu)].map((m) => m[0].slice(0, 6)).filter((w) => !/^(?:settim|ore$)/.test(w)),
  );

/** The hours asked fit a shorter schedule the opening allows for whom the question names: Sì. */
function exceptionVerdict(question: string, opening: string, hours: number): 'Sì' | undefined {
  const asked = stems(question.replace(WEEKEND, 'fine settimana').replace(STUDENT, 'studente'));
  for (const m of fold(opening).replace(/\*\*/g, '').matchAll(EXCEPTION)) {
    const whom = [...stems(m[2] as string)];
    if (hours >= Number(m[1]) && whom.some((w) => asked.has(w))) return 'Sì';
  }
  return undefined;
}

/** Hours asked as allowed against the minimum the opening states. */
function hoursVerdict(question: string, opening: string): 'Sì' | 'No' | undefined {
  if (!HOURS_ALLOWED.test(question)) return undefined;
  const asked = [...new Set([...question.matchAll(ASKED_HOURS)].map((m) => Number(m[1])))];
  if (asked.length !== 1) return undefined;
  const hours = asked[0] as number;
  const excepted = exceptionVerdict(question, opening, hours);
  if (excepted) return excepted;
  const minima = [...fold(opening).matchAll(MINIMUM_CLAUSE)].flatMap((clause) =>
    [...clause[0].matchAll(HOURS)].map((m) => Number(m[1])),
  );
  if (!minima.length) return undefined;
  if (minima.every((minimum) => hours < minimum)) return 'No';
  if (minima.every((minimum) => hours >= minimum)) return 'Sì';
  return undefined;
}

// "ho meno ferie perché faccio 20 ore, è giusto?" against "**26 giorni lavorativi** … indipendentemente dall'orario".
const FEWER_CLAIMED =
  /\bmeno (?:ferie|giorni)\b|\bmeta (?:delle )?ferie\b|\bferie (?:ridott\w*|dimezzat\w*|in proporzione)\b/;
const FAIR_ASKED = /\b(?:e|e') (?:giust\w*|cosi|vero|corrett\w*)\b|\bha ragione\b|\bgiust\w*\s*\?/;

/** Holidays claimed fewer for a shorter schedule, where the opening grants them whatever the schedule: No. */
function regardlessVerdict(question: string, opening: string): 'No' | undefined {
  return FEWER_CLAIMED.test(question) &&
    FAIR_ASKED.test(question) &&
    /\bindipendentemente dall'orario\b/.test(fold(opening))
    ? 'No'
    : undefined;
}

// "le ho già tutte queste ore o no?" against "i ROL cominciano a maturare dopo 24 mesi".
const ALL_ALREADY = /\bgia\b[^?]{0,30}\b(?:tutt[eiao]|pien[ie]|inter[ie])\b|\btutt[eiao]\b[^?]{0,30}\bgia\b/;
// The asker's own seniority found short of the full entitlement, anywhere in the answer.
const NOT_YET = /\bcominciano (?:a maturare )?dopo\b|\bi rol non maturano\b|\bper ora non ne matura\b/;

/** Everything asked as already due, where the opening says part of it starts maturing later: No. */
function rampVerdict(question: string, text: string): 'No' | undefined {
  return ALL_ALREADY.test(question) && NOT_YET.test(fold(text)) ? 'No' : undefined;
}

// A sentence that asks a figure ("quanti giorni sono?", "mi chiedo quanti giorni mi spettano") rather than yes or no.
// ("che livello mi spetterebbe ora?": a level asked, not yes or no.)
const WH_START =
  /^(?:e |ma |ok |allora )?(?:(?:mi chiedo|mi domando|vorrei sapere|volevo sapere|vorrei capire|volevo capire) (?:anche )?)?(?:quant|qnt\b|a quant|di quant|come|quando|chi|cosa|che cosa|qual|perche|dove|in che|di che|a chi|da chi|a che|che (?:livell|categori|inquadrament))/;
// "le spetta il congedo?", "ha delle ore di permesso pagate?", "ne ha diritto?": something asked as due.
const DUE_ASKED =
  /\bspett\w*|\b(?:ha|ho|hanno|abbiamo) diritto\b|\b(?:ha|ho|hanno) (?:dei |delle |degli )?(?:giorni|ore|permess\w*|conged\w*)\b|\b(?:pagat|retribuit)\w*/;
// "quanto gli spetta", "quanti giorni mi spettano": the amount asked, said after the sentence's start.
const HOW_MUCH_DUE = /\bquant[oaie]\b(?: \w+){0,3} (?:spett\w*|matur\w*)\b/;
// Words of the ask that name no subject: the verbs of being due, paid, asked.
const NOT_SUBJECT =
  /^(?:spett|pagat|retrib|diritt|permes|lavora|ancora|quant|perche|questo|questa|quest|mentre|sempre|stesso)/;
// A count of days or hours, or an amount ("**1.000,00 €** l'anno" of a deduction asked as due).
// A share ("la maggiorazione per lavoro domenicale è del **35%**") answers a surcharge asked as due.
const COUNTED = /\b\d+(?:,\d+)? (?:giorni|ore|settimane|mesi)\b|\b\d{1,3}(?:\.\d{3})*,\d\d €|\b\d+(?:,\d+)?%/;

/**
 * "quanto mi spetta per le ore in +?", "in quale dei due contratti ho diritto…?", "per quanto tempo è pagata al
 * 100%?": a figure or a choice asked before the verb of being due is no yes or no.
 */
function figureAskedFirst(sentence: string): boolean {
  const due = DUE_ASKED.exec(sentence);
  if (due === null) return false;
  // ("che retribuzione mensile (minimo + contingenza) spetta": a bracket is an aside inside the noun asked.)
  const before = sentence.slice(0, due.index).replace(/\([^)]*\)\s*/g, '');
  // ("che maggiorazioni gli spettano", "che percentuale spetta": "che" asking a noun; "che le spetta" relates.)
  return (
    /\b(?:quant\w*|come|quando|qual\w*|perche|dove)\b/.test(before) ||
    /\bche (?!(?:mi|ti|gli|le|ci|vi|si|ne|lo|la|li|non|poi|ora|gia|lui|lei)\b)\p{L}{4,}(?: \p{L}+){0,2} $/u.test(
      before,
    )
  );
}

/**
 * "mi chiede di ricontrollare la quattordicesima che le abbiamo pagato: quanto doveva essere esattamente?": the
 * clause that closes the sentence asks a figure, whatever the story before it says was paid or is due.
 */
function figureAskedLast(sentence: string): boolean {
  const last = sentence.split(/[:;,]\s+/).pop() ?? sentence;
  return last !== sentence && WH_START.test(last.trim());
}

/**
 * "le spetta il congedo matrimoniale pagato da noi? quanti giorni?", "ha delle ore di permesso pagate per le visite
 * mediche?": Sì when the opening states a count of days or hours for a clause naming what was asked, with no
 * denial in that clause.
 */
function dueVerdict(question: string, opening: string): 'Sì' | undefined {
  // ("ciao ti ho messo la busta, a dicembre quanto gli spetta di tredicesima?": a figure asked, not yes or no.)
  const asks = askingSentences(question).filter(
    (s) =>
      s.endsWith('?') &&
      !WH_START.test(s) &&
      !HOW_MUCH_DUE.test(s) &&
      // ("minimo tabellare spettante a marzo?": the participle names the figure asked, it asks no yes or no.)
      DUE_ASKED.test(s.replace(/\bspettant\w*/g, ' ')) &&
      !figureAskedFirst(s) &&
      !figureAskedLast(s),
  );
  if (!asks.length || /^\s*non\b/.test(fold(opening))) return undefined;
  const subjects = (text: string): string[] =>
    [...text.matchAll(/\p{L}{6,}/gu)].map((m) => m[0].slice(0, 6)).filter((w) => !NOT_SUBJECT.test(w));
  // "deve fare delle visite mediche. Ha delle ore di permesso pagate per questo?": the subject told before the ask.
  const said = subjects(asks.join(' '));
  const words = said.length ? said : subjects(question);
  const clauses = fold(opening)
    .replace(/\*\*/g, '')
    // A bracket ("(L. 207/2024)") stays in its clause.
    .split(/[;.]\s+(?![^(]*\))|,\s+(?![^(]*\))/);
  const stated = clauses.some(
    // (A bracket qualifies the figure, "(ore ordinarie … non di riposo)": its words deny nothing.)
    (c) =>
      COUNTED.test(c) &&
      !/\b(?:non|nessun\w*|ne)\b/.test(c.replace(/\([^)]*\)/g, ' ')) &&
      words.some((w) => c.includes(w)),
  );
  return stated ? 'Sì' : undefined;
}

// "stessa cosa?", "vale uguale?", "è lo stesso anche per lei?": the same rule asked of another agreement.
const SAME_ASKED =
  /\bstess[ao] (?:cosa|regola|trattamento|numero|giorni)\b|\b(?:vale |e )?uguale\b|\be lo stesso\b|\bidem\b/;
const BOLD_COUNT = /\*\*(\d+(?:,\d+)? (?:giorni|ore|settimane|mesi))\b[^*]*\*\*/g;

/** Two agreements' figures in the opening of a comparison, asked as the same: Sì when their counts agree. */
function sameVerdict(question: string, opening: string): 'Sì' | 'No' | undefined {
  if (!SAME_ASKED.test(question)) return undefined;
  const counts = [...opening.matchAll(BOLD_COUNT)].map((m) => m[1]);
  if (counts.length < 2) return undefined;
  return counts.every((c) => c === counts[0]) ? 'Sì' : 'No';
}

// "siccome sono dimissioni il preavviso è più corto, è vero?" against "**2 mesi** … licenziamento e **2 mesi** … dimissioni".
const SHORTER_ON_RESIGNING =
  /\bdim(?:ission|ett|ette)\w*\b[^?]{0,120}\b(?:piu cort\w*|piu brev\w*|inferior\w*|minor\w*|meno (?:lung\w*|giorni|tempo))\b|\b(?:piu cort\w*|piu brev\w*|inferior\w*)\b[^?]{0,60}\bdim(?:ission|ett|ette)/;
const BOTH_TERMS =
  /\*\*([^*]+)\*\* (?:in caso di|per il|per) licenziament\w* e (?:di )?\*\*([^*]+)\*\* (?:in caso di|per le|per) dimission/;

/** The notice claimed shorter for a resignation, where the opening gives the same term for both: No. */
function sameNoticeVerdict(question: string, opening: string): 'No' | undefined {
  if (!SHORTER_ON_RESIGNING.test(question) || !FAIR_ASKED.test(question)) return undefined;
  const terms = BOTH_TERMS.exec(opening);
  return terms && terms[1] === terms[2] ? 'No' : undefined;
}

// "la cooperativa non deve mettere niente in più oltre a quello che paga l'ente, è così?" against an integration.
const NOTHING_ADDED =
  /\bnon (?:deve|devono|deve mettere|mette|paga|integra|aggiung)\w*\b[^?.]{0,30}\b(?:niente|nulla)\b|\bnessuna integrazione\b/;
const INTEGRATES = /\bintegr\w*\b[^.]{0,80}\bfino al \d+(?:,\d+)?%/;

/** An employer's top-up claimed nothing, where the opening states one up to a share of the pay: No. */
function topUpVerdict(question: string, opening: string): 'No' | undefined {
  if (!NOTHING_ADDED.test(question) || !FAIR_ASKED.test(question)) return undefined;
  const text = fold(opening);
  return INTEGRATES.test(text) && !/\bnon (?:integra|spetta|e prevista)\b/.test(text) ? 'No' : undefined;
}

// "negli studi il preavviso è più lungo che nel commercio, è davvero così?": a difference claimed between agreements.
const DIFFERENCE_CLAIMED =
  /\b(?:piu|meno) (?:lung|cort|brev|alt|bass|bre)\w*|\b(?:maggior|minor|superior|inferior)[ei]?\b|\bdi (?:piu|meno)\b/;
const DIFFERENCE_DOUBTED = /\b(?:e|e') vero\b|\bdavvero\b|\bgiusto\b|\bconfermi\b|\be cosi\b/;

/** A difference claimed between agreements that the comparison finds equal ("Uguale nei CCNL confrontati"): No. */
function equalVerdict(question: string, opening: string): 'No' | undefined {
  if (!DIFFERENCE_CLAIMED.test(question) || !DIFFERENCE_DOUBTED.test(question)) return undefined;
  return /\buguale nei ccnl confrontati\b/.test(fold(opening)) ? 'No' : undefined;
}

// "mi hanno dato 800 euro di quattordicesima, è possibile che sia solo la metà di uno stipendio?".
const HALF_CLAIMED =
  /\b(?:solo |soltanto |appena )?(?:la )?meta (?:di |del(?:lo|la)? )?(?:uno |una |lo |la )?(?:stipendi\w*|mensilit\w*|paga|mese|retribuzion\w*)\b/;
const HALF_STATED =
  /\b(?:vale|pari a|corrisponde a|e) (?:la )?meta di una mensilita\b|\bmeta di una mensilita \(il 50%\)/;
const WHOLE_STATED = /\bvale (?:una|un'intera) mensilita (?:intera|piena)\b|\bmensilita (?:intera|piena)\b/;

/** An extra month claimed to be half a month's pay: Sì where the answer's rule says half, No where a whole one. */
function halfVerdict(question: string, text: string): 'Sì' | 'No' | undefined {
  if (!HALF_CLAIMED.test(question) || !/\?/.test(question)) return undefined;
  const said = fold(text).replace(/\*\*/g, '');
  if (HALF_STATED.test(said)) return 'Sì';
  return WHOLE_STATED.test(said) && !/\bmeta\b/.test(said) ? 'No' : undefined;
}

/** `answer` opened by the verdict its own opening decides, when the question asks yes or no and it gave none. */
export function withPolarOpening<T extends AgentAnswer>(answer: T, message: string): T {
  const opening = answer.text.split('\n').find((line) => line.trim() !== '');
  if (opening === undefined || HAS_VERDICT.test(opening)) return answer;
  const question = fold(message);
  // "è sotto il minimo o no?": the verdict says so in the question's words, not only as a difference ("310,09 € in
  // meno"); other checks keep their bare Sì or No.
  const short = shortVerdict(question, opening);
  const below = fold(opening);
  if (
    short &&
    /\bsotto (?:il|i) minim/.test(question) &&
    /\bminim/.test(below) &&
    !/\bsotto (?:il|i) minim/.test(below)
  ) {
    return opened(answer, short, 'è sotto il minimo');
  }
  const word =
    short ??
    hoursVerdict(question, opening) ??
    regardlessVerdict(question, opening) ??
    rampVerdict(question, answer.text) ??
    sameVerdict(question, opening) ??
    sameNoticeVerdict(question, opening) ??
    equalVerdict(question, opening) ??
    halfVerdict(question, answer.text) ??
    topUpVerdict(question, opening) ??
    moreVerdict(question, opening) ??
    dueVerdict(question, opening);
  return word ? opened(answer, word) : answer;
}
