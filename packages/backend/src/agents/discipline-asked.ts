import { readable } from '../reader/text.js';
import { apprenticeshipEndAsked } from './apprenticeship-law.js';

/**
 * What a disciplinary question asks, read on the words workers and employers use ("quanto mi possono multare",
 * "la sospensione quanti giorni al massimo", "entro quando devo rispondere alla contestazione", "dopo quanti
 * giorni di assenza lo posso licenziare", "i soldi della multa chi li prende"). A follow-up that names no
 * aspect ("perché dici che sono troppi?") takes those of the turn before.
 */
export type DisciplineAspect =
  | 'fine'
  | 'suspension'
  | 'reply'
  | 'accepted'
  | 'absence'
  | 'absence_justify'
  | 'recidiva'
  | 'destination'
  | 'appeal_sanction'
  | 'appeal_dismissal'
  | 'renewal';

// The subject: a disciplinary sanction, charge or procedure, not a traffic fine or a suspension of the work.
const SUBJECT =
  /\bdisciplinar\w*|\bcontestazion\w*|\bcontestat\w* (?:\d+|tre|due|quattro|cinque) (?:ritard|assenz)\w*|\bsospension\w* (?:dal (?:lavoro|servizio)|dalla (?:paga|retribuzione))|\bgiorni di sospension\w*|\bsospes[oaie] (?:dal lavoro )?(?:per )?\d{1,2} giorni\b|\bsospension\w* (?:disciplinar\w*|massim\w*)|\bla sospension\w*\b.{0,40}\bmassim\w*|\bassen\w* (?:\w+ )?ingiustificat\w*|\bsenza (?:avvisare|giustificar\w*|giustifica\b|certificat\w*)|\bnon (?:si )?(?:e )?(?:presentat\w*|presenta)\b.{0,60}\b(?:giustific\w*|licenzi\w*)|\brecidiv\w*|\bcollegio di conciliazione\b|\bimpugnar\w* (?:la sanzion\w*|il licenziament\w*|la mult\w*)|\bimpugn\w*.{0,30}\blicenziament\w*|\bgiusta causa\b/;
// Not a worker's sanction: a school's, a traffic fine, a tax penalty.
// A fine is a worker's sanction only beside words of work and sanctions ("nn vorrei che prendesse una multa" of
// an employer's taxes is not).
const FINE = /\bmult(?:a|e|are|arm\w*|arl\w*|ato|ata)\b|\bmultat\w*/;
const FINE_CONTEXT =
  /\bdisciplinar\w*|\britard\w*|\bassen\w*|\bcontest\w*|\bmassim\w*|\bmultar\w*|\bccnl\b|\bcontratto\b|\bcapo\b|\bdatore\b|\bsospension\w*|\bore\b|\bl'ora\b|\borari[oa]\b|\binps\b|\bsanzion\w*/;
const ELSEWHERE =
  /\btasse\b|\baddizional\w*|\birpef\b|\bf24\b|\bsostituto d'imposta\b|\bdimission\w*|\bdimess\w*|\bfatti concludenti\b|\bscuol\w*|\bscolastic\w*|\balunn\w*|\bmultat\w* (?:dai vigili|per eccesso)|\bvigili\b|\bautovelox\b|\bmulta stradale\b|\bdivieto di sosta\b|\bagenzia delle entrate\b|\bcartella\b/;

const ASPECTS: [DisciplineAspect, RegExp][] = [
  ['appeal_dismissal', /\bimpugn\w*.{0,40}\blicenzi\w*|\blicenzi\w*.{0,40}\bimpugn\w*/],
  [
    'appeal_sanction',
    /\bcollegio di conciliazion\w*|\bimpugn\w*|\bfare ricorso\b|\bcontestare la (?:multa|sanzione)\b/,
  ],
  [
    'destination',
    /\bsoldi della multa\b|\b(?:se li|li) tien\w*|\bchi (?:li )?(?:prende|incassa|intasca)\b|\ba chi (?:va|vanno)\b|\bdove (?:va|vanno|finisc\w*)\b|\binps\b/,
  ],
  [
    'accepted',
    /\bac+et+at\w*|\baccolt\w*|\bvalgono come\b|\bnon mi (?:manda|dice|fa sapere) (?:piu )?niente\b|\bnon (?:mi )?rispond\w* piu\b/,
  ],
  [
    'absence_justify',
    /\bentro quando\b.{0,60}\bgiustific\w*|\bgiustific\w* (?:l'|la )?assenz\w*|\bavvisare subito\b/,
  ],
  [
    'reply',
    /\brispond\w*\b(?! al telefono)|\brisposta\b|(?<!senza )\bgiustificazion\w*|\bdifender\w*|\bdifesa\b/,
  ],
  [
    'recidiva',
    /\brecidiv\w*|\bdue sospension\w*|\b2 sospension\w*|\bgia (?:dato|avuto|dati|preso) .{0,30}\bsospension\w*/,
  ],
  [
    'absence',
    /\bassen\w*|\bnon (?:si )?(?:e )?(?:presentat\w*|presenta)\b|\bmancat[oaie]\b|\bmancava\b|\bnon viene\b/,
  ],
  ['renewal', /\brinnov\w*|\bcambiat\w*|\bnovita\b/],
  ['suspension', /\bsospension\w*|\bsospes\w*|\bsospender\w*|\bsospenz\w*/],
  // ("Multiservizi" is an agreement's name, not a fine.)
  ['fine', /\bmult(?!iserv)\w*/],
];

/** Whether the message, or the turn before when the message is a short follow-up, is on discipline. */
export function disciplineSubject(message: string, before: string | undefined): boolean {
  const asked = readable(message);
  // The end of an apprenticeship asked "senza giusta causa" is the law's withdrawal (apprenticeship-law.ts).
  if (ELSEWHERE.test(asked) || apprenticeshipEndAsked(asked)) return false;
  if (SUBJECT.test(asked) || (FINE.test(asked) && FINE_CONTEXT.test(asked))) return true;
  if (!before || asked.length > 220) return false;
  const earlier = readable(before);
  return (
    (SUBJECT.test(earlier) || (FINE.test(earlier) && FINE_CONTEXT.test(earlier))) && !ELSEWHERE.test(earlier)
  );
}

function aspectsIn(text: string): DisciplineAspect[] {
  const found = ASPECTS.filter(([, re]) => re.test(text)).map(([a]) => a);
  // "impugnare il licenziamento" is the dismissal's appeal, not a sanction's.
  return found.includes('appeal_dismissal') ? found.filter((a) => a !== 'appeal_sanction') : found;
}

/** The aspects asked, in the order of `ASPECTS`; the turn before's when this one names none. */
export function disciplineAspects(message: string, before: string | undefined): DisciplineAspect[] {
  const own = aspectsIn(readable(message));
  if (own.length) return own;
  return before ? aspectsIn(readable(before)) : [];
}

/** A sanction's days the user tells ("5 giorni di sospensione", "sospeso per 5 giorni"). */
export function toldSuspensionDays(texts: readonly string[]): number | undefined {
  for (const text of texts) {
    const t = readable(text);
    const m =
      /\b(\d{1,2}) giorni di sospension\w*/.exec(t) ??
      /\bsospe\w* (?:dal lavoro )?(?:per )?(\d{1,2}) giorni\b/.exec(t) ??
      /\bsospension\w* di (\d{1,2}) giorni\b/.exec(t);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** An hourly pay the user gives ("11,40 euro l'ora", "minimo tabellare orario di 13,10 €", "retribuzione oraria 12,60"). */
export function toldHourlyPay(message: string): number | undefined {
  const t = message.toLowerCase();
  const figure = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
  const m =
    new RegExp(
      `${figure}\\s*(?:€|euro|eur)?\\s*(?:lordi\\s*)?(?:l'ora|all'ora|l’ora|all’ora|\\/h|orari)`,
    ).exec(t) ?? new RegExp(`(?:orari[oa]|l'ora|l’ora|paga oraria)[^\\d]{0,30}${figure}`).exec(t);
  if (!m?.[1]) return undefined;
  const value = Number(m[1].replace(',', '.'));
  return value > 3 && value < 200 ? value : undefined;
}
