import { scoreIntents } from './intents.js';
import { readable } from './text.js';

/**
 * What a question asks decides whether it is ours, not the labour words of its story. "Vendo l'auto a un
 * collega (siamo tutti e due al 3° livello del commercio): che documenti servono?" asks about a car sale;
 * the level and the agreement only tell who the writer is. Runs on the folded text.
 */

/** Subjects outside work and agreements: vehicles, personal documents, houses and their taxes, benefits
 * applied for outside the payslip, tax returns, weather, food, sport, investments. */
const OFF_TOPIC_SUBJECT = new RegExp(
  [
    // Vehicles and their paperwork.
    'passaggio di propriet',
    String.raw`\b(?:vend|compr)\w* (?:la |una |il |un |l'|lo )(?:mia |mio |vecchia |vecchio |nuova |nuovo )*(?:auto|automobile|macchina|moto|motorino|scooter|vettura)\b`,
    String.raw`\bpra\b|\bbollo auto\b|superbollo|\bpatente\b|revisione (?:dell'auto|della macchina|auto)|rc auto|assicurazione (?:auto|della macchina|dell'auto)`,
    // Personal documents.
    String.raw`carta d(?:i |'| )?identit|\bpas+aport|\bquestura\b|\banagrafe\b|\bspid\b|\bcodice fiscale\b|tessera sanitaria`,
    // Houses and their taxes.
    String.raw`\bimu\b|\btasi\b|\btari\b|tass\w* (?:sulla|della|per la) casa|rendita catastal|\brogito\b|\bnotaio\b|compravendit|\bmutuo\b|cedolare secca|seconda casa|prima casa|\bcondominio\b`,
    // Benefits applied for outside the payslip, tax returns, tax codes, starting a business.
    String.raw`domanda (?:dell'|di |per l'|per |dell )?assegno unico|\bisee\b|\bdsu\b|bonus nido|\b730\b|dichiarazione dei redditi|modello redditi|codice tributo|\bf24\b|codice ateco|aprire (?:la )?partita iva`,
    // Everything else people ask a chat.
    String.raw`\bmeteo\b|che tempo fa|ricett|scudetto|campionato|\bcalcio\b|\bbtp\b|investir|fondo azionario|oroscopo`,
  ].join('|'),
);

// A rule that says an intent outright scores at least this (intents.ts).
const OUTRIGHT = 3;

/** Words that make the ask itself about work, pay or an agreement. */
const LABOUR =
  /\bccnl\b|busta paga|cedolino|dipendent|lavorat|stipend|\bral\b|\blivell|\bminim|contratt|mansion|\bferie\b|malatti|\bcolf\b|badant|datore|\bnett|\blord|\btfr\b|tredicesim|quattordicesim|straordinar|contribut|\binps\b|\birpef\b|\bbonus\b|\bpaga\b|\bprend|guadagn|retribu|trattamento integrativo|detrazion|permess|preavvis|licenzi|dimission|congedo|matrimonial|\brol\b|\bprova\b|scatt|apprendist|part.?time|orario di lavoro|mensilit|inquadr|assunt|assum|malat|infortun|maternit|paternit/;

/** An off-topic subject with the word before it, its article and its adjective: "rinnovare la carta
 * d'identità scaduta". */
const GOVERNED_SUBJECT = new RegExp(
  String.raw`(?:\b\w+ )?(?:(?:la|il|lo|le|i|gli|una|un) |l')?(?:(?:mia|mio|mie|miei|nostra|nostro) )?(?:${OFF_TOPIC_SUBJECT.source})\w*(?: (?:scadut|nuov|vecchi|usat|elettronic|ereditat|intestat)\w*)?`,
  'g',
);

/** INPS named as where a form is filled in or sent. */
const INPS_AS_PLACE =
  /\b(?:sul |nel |dal )?(?:sito|portale|app|servizio online)(?: web)? (?:dell'|dell |del |di )?inps\b|\b(?:all'|all |presso l'|presso |tramite l'|tramite )inps\b/g;

/** Words that open an ask inside a sentence ("sono colf, devo compilare la domanda…, come si fa?"). */
const ASKING =
  /\b(?:come|quanto|quanta|quanti|quante|quale|quali|cosa|che cosa|dove|quando|chi|perche|posso|devo|serve|servono|bisogna|occorre|mi (?:serve|servono|conviene|spetta))\b/;

/**
 * The sentences that ask: those ending in "?", else the last sentence; in a sentence of several clauses,
 * from the last clause that asks ("sono al 3° livello, devo rinnovare la carta d'identità: come faccio?").
 */
export function askOf(text: string): string {
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const asked = sentences.filter((s) => s.endsWith('?'));
  return (asked.length ? asked : sentences.slice(-1))
    .map((sentence) => {
      const clauses = sentence.split(/(?<=[,;:])\s+/);
      const from = clauses.findLastIndex((c) => ASKING.test(c));
      return from > 0 ? clauses.slice(from).join(' ') : sentence;
    })
    .join(' ');
}

/**
 * Whether the question asks about a subject outside work: the ask names one and no labour word, or the ask
 * says nothing a rule reads ("come la compilo?") and the story's subject is outside work.
 */
export function asksOffTopic(text: string): boolean {
  const ask = askOf(text);
  // INPS as the website a form is filled on ("la DSU sul sito dell'INPS") is a place, not a contribution.
  if (LABOUR.test(ask.replace(INPS_AS_PLACE, ' '))) return false;
  if (OFF_TOPIC_SUBJECT.test(ask)) return true;
  // An ask with no subject of its own takes the story's, when nothing in the story asks about work.
  // The story is read without the off-topic subject and the verb that governs it ("rinnovare la carta
  // d'identità" is no renewal of an agreement).
  const story = text.replace(GOVERNED_SUBJECT, ' ');
  const strongest = scoreIntents(story)[0]?.score ?? 0;
  return OFF_TOPIC_SUBJECT.test(text) && !scoreIntents(ask).length && strongest < OUTRIGHT;
}

/** Subjects outside work said anywhere in a short question. */
const OFF_TOPIC =
  /\bimu\b|\btasi\b|bollo auto|superbollo|\bmeteo\b|che tempo fa|ricett|scudetto|campionato|\bcalcio\b|\bbtp\b|investir|fondo azionario|\bmutuo\b|oroscopo|\bcarbonara\b|\bvacanza al mare\b/;

/** A question on a subject outside work and agreements (weather, IMU, investments…). */
export function isOffTopic(message: string): boolean {
  const text = readable(message);
  // The ask decides, not the labour words of the story around it (off-topic-ask.ts).
  if (asksOffTopic(text)) return true;
  return (
    OFF_TOPIC.test(text) &&
    !/\bccnl\b|busta paga|dipendent|lavorat|stipend|\bral\b|\blivell|\bminim|contratt|mansion|\bferie\b|malatti|\bcolf\b|badant|datore/.test(
      text,
    )
  );
}
