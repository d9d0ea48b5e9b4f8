import { decimal, euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import type { Amount } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { resignedThenLostOpening } from './naspi-after-resignation.js';
import {
  NASPI_AFTER_RESIGNATION,
  NASPI_AMOUNT,
  NASPI_DURATION,
  NASPI_PROBATION,
  NASPI_RATES,
  NASPI_REQUIREMENTS,
  NASPI_YEAR_VALUES,
} from './naspi-facts.js';
import {
  ASKS_REQUIREMENT,
  ASKS_START,
  NASPI_START,
  requirementOpening,
  startOpening,
  WEEKS_NEEDED,
} from './naspi-start.js';

/**
 * The worker's NASpI benefit asked beside a labour story: whether it is due (dismissed, resigned, resigned for
 * just cause), how much at the start from the average pay told, how long from the weeks of contributions told.
 * The law's rules and the year's INPS figures (naspi-facts.ts), with the steps of the sum.
 */

const NASPI = /\bnaspi\b|\bdisoccupazion\w*/;
// The employer's extra contribution on fixed-term contracts and the dismissal ticket are other answers.
const EMPLOYER_SIDE =
  /contribut\w* (?:addizional|aggiuntiv|naspi)|\baddizional|\baggiuntiv|\bticket\b|\bcost\w*\b|\bversar\w*|\bpago di\b/;
const RESIGNS =
  /\bdimett\w*|\bdimess[oaie]\b|\bdimission\w*|\bmi licenzio io\b|\blicenziarmi\b|\bme ne vado\b|\bandarmene\b|\bme ne andassi\b|\blascio io\b|\blicenzio da solo\b/;
const JUST_CAUSE = /\bgiusta causa\b/;
const PROBATION = /\b(?:periodo di |in |della |la )prova\b/;
const UNPAID =
  /\bnon mi (?:pagano|paga|hanno pagat\w*|ha pagat\w*|versano|danno) (?:lo |gli |le )?(?:stipendi\w*|mensilit\w*|paga|busta)|\bstipendi\w* non pagat\w*|\bmancato pagamento\b|\bnon (?:vengo|sono) pagat\w*/;
const DISMISSED =
  /\b(?:mi |ci |lo |la |l'|li |le )?(?:hanno|ha) licenziat\w*|\bmi licenzian\w*|\bmi lasciano a casa\b|\b(?:hanno|ha) mandat\w* a casa\b|\bmandar\w* via\b|\bmi (?:manda|mandano|hanno mandat\w*|ha mandat\w*) via\b|\bmancato superamento\b|\bnon (?:supero|superi|ho superato|hai superato) (?:il periodo di |la )?prova\b|\bsono stat\w* licenziat\w*|\blicenziamento\b|\bscadenza del contratto\b|\bnon (?:me lo |mi )?rinnov\w*|\bcontratto (?:e |mi e )?scadut\w*/;
const ASKS_DURATION =
  /\bdura\b|\bdurat\w*|\bdurer\w*|\bper quant\w* (?:mesi|tempo|settimane)\b|\bquant\w* (?:mesi|settimane)\b|\bfino a quando\b|\bper quanto tempo\b|\bquanto tempo\b[^?.]{0,25}?\b(?:prend|percep|ricev|incass)\w*/;
// "entro quanti giorni deve fare la domanda?", "che scadenza c'è per la domanda?": the deadline to apply.
const ASKS_DEADLINE =
  /\bentro (?:quant\w*|quando|che (?:data|termine|giorno))\b|\b(?:scadenz\w*|termin[ei])\b[^?]{0,30}\bdomanda\b|\bdomanda\b[^?]{0,30}\b(?:scadenz\w*|termin[ei])\b|\bquant\w* (?:giorni|tempo) (?:ho|ha|hai|c'e|abbiamo) per\b/;
// "per quanto tempo può percepirla?", "entro quanti giorni": a length of time, not the amount.
const ASKS_AMOUNT =
  /\bquant\w*\b(?!\s+(?:tempo|giorni|mesi|settimane|anni)\b)(?![^?]*\bdura\b)[^?]*\b(?:prend\w*|percep\w*|spett\w*|dann\w*|arriv\w*|al mese|importo|mensil\w*|riceve\w*|becc\w*|dar\w*)|\bammont\w*|\bimporto\b|(?<!\b(?:tempo|mesi|settimane|dura|durata)\b[^?]{0,12})\bmassim\w*\b(?=[^?]*\b(?:al mese|mensil\w*|naspi|prend\w*|percep\w*|importo))|\bcalcol\w*|\bquanto (?:e|vale|sarebbe)\b/;
const NUMBER = String.raw`(\d{1,3}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|diciotto|ventiquattro)`;
// "ho lavorato 3 anni pieni", "dopo 2 anni di lavoro", "ho 100 settimane di contributi", "18 mesi lavorati".
const PERIOD = new RegExp(
  String.raw`\b(?:lavorat\w*|lavoro|contribut\w*|versat\w*|dopo|per|ho|fatto)\s+(?:\w+\s+){0,2}?${NUMBER}\s+(anni|anno|mesi|mese|settimane)\b|\b${NUMBER}\s+(anni|anno|mesi|mese|settimane)\s+(?:pieni|interi|di (?:lavoro|contribut\w*)|lavorat\w*|contributiv\w*)`,
);
const FOUR_YEARS = /\b(?:negli |nei |degli |sugli )?ultimi (?:4|quattro) anni\b|\bquadrienni\w*/g;
const WEEKS_IN_FOUR_YEARS = 208;

/** The weeks of contributions the question tells, at most the 4 years that count. */
function weeksTold(text: string): number | undefined {
  const m = PERIOD.exec(text.replace(FOUR_YEARS, ' '));
  const raw = m?.[1] ?? m?.[3];
  const unit = m?.[2] ?? m?.[4];
  const n = raw ? countValue(raw) : undefined;
  if (!n || !unit) return undefined;
  const weeks = unit.startsWith('ann') ? n * 52 : unit.startsWith('mes') ? Math.floor((n * 52) / 12) : n;
  return Math.min(weeks, WEEKS_IN_FOUR_YEARS);
}

const rule = (fact: LawFact) => fact.text.replace('{figure}', fact.figure);
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const cite = (facts: LawFact[]): Citation[] => facts.flatMap((f) => lawCitations(f, rule(f)));

function amountPart(pay: number | undefined, year: number): { opening: string; steps: string[] } {
  const values = NASPI_YEAR_VALUES[year];
  if (!values)
    return {
      opening: `I valori NASpI del ${year} ${bold('non sono nella base di conoscenza')}: ho quelli del ${Object.keys(NASPI_YEAR_VALUES).join(', ')}.`,
      steps: [],
    };
  const { reference, max } = values;
  if (pay === undefined)
    return {
      opening: `La NASpI del ${year} è pari al ${bold(`75% della retribuzione media mensile fino a ${euro(reference)}`)}, più il 25% della parte che la supera, fino a un massimo di ${bold(`${euro(max)} al mese`)} (${values.circular}). Indicami la retribuzione media lorda mensile per calcolarla.`,
      steps: [],
    };
  const base = cents((pay * NASPI_RATES.upToReference) / 100);
  const steps: string[] = [];
  let total: number;
  if (pay <= reference) {
    total = base;
    steps.push(
      `${NASPI_RATES.upToReference}% × ${decimal(pay)} = ${decimal(total)} € (retribuzione entro il riferimento di ${euro(reference)})`,
    );
  } else {
    const first = cents((reference * NASPI_RATES.upToReference) / 100);
    const excess = cents(pay - reference);
    const second = cents((excess * NASPI_RATES.aboveReference) / 100);
    total = cents(first + second);
    steps.push(
      `${NASPI_RATES.upToReference}% × ${decimal(reference)} = ${decimal(first)}`,
      `${NASPI_RATES.aboveReference}% × (${decimal(pay)} − ${decimal(reference)}) = ${NASPI_RATES.aboveReference}% × ${decimal(excess)} = ${decimal(second)}`,
    );
    steps.push(
      total > max
        ? `${decimal(first)} + ${decimal(second)} = ${decimal(total)} €, oltre il massimo: spetta l’importo massimo di ${euro(max)}`
        : `${decimal(first)} + ${decimal(second)} = ${decimal(total)} € (sotto il massimo di ${euro(max)})`,
    );
  }
  const due = Math.min(total, max);
  return {
    opening: `Con una retribuzione media di ${euro(pay)} lordi al mese, la NASpI del ${year} all’inizio è di ${bold(`${euro(due)} al mese`)} lordi${pay > reference ? `: il 75% di ${euro(reference)} più il 25% della parte che supera quella soglia` : ': il 75% della retribuzione'}${total > max ? `, ridotto al massimo mensile` : ''} (${values.circular}).`,
    steps: [
      ...steps,
      `Dal 6° mese di fruizione l’importo si riduce del ${NASPI_RATES.monthlyCut}% ogni mese (dall’8° mese se hai compiuto 55 anni alla data della domanda).`,
    ],
  };
}

function durationPart(weeks: number | undefined): { opening: string; steps: string[] } {
  if (weeks === undefined)
    return {
      opening: `La NASpI dura per un numero di settimane pari alla ${bold(NASPI_DURATION.figure)}, al massimo ${bold('24 mesi')} (${NASPI_DURATION.reference}). Indicami da quanto lavori (anni o settimane di contributi negli ultimi 4 anni) per calcolarla.`,
      steps: [],
    };
  const lasts = Math.floor(weeks / 2);
  const months = Math.round(lasts / 4.33);
  return {
    opening: `Con ${weeks} settimane di contributi negli ultimi 4 anni, la NASpI dura ${bold(`${lasts} settimane`)} (circa ${months} mesi): la metà delle settimane di contribuzione (${NASPI_DURATION.reference}).`,
    steps: [
      `Durata: ${weeks} settimane ÷ 2 = ${lasts} settimane; il massimo è di 104 settimane (24 mesi), con 4 anni pieni di contributi.`,
    ],
  };
}

function resignOpening(text: string): string {
  const ref = NASPI_REQUIREMENTS.reference;
  if (JUST_CAUSE.test(text) && !UNPAID.test(text) && !/\bvolontari\w*|\bsenza giusta causa\b/.test(text))
    return `${bold('Sì')}: con le ${bold('dimissioni per giusta causa')} la NASpI spetta, come dopo un licenziamento (${ref} c. 2); con le dimissioni volontarie, senza giusta causa, ${bold('no')}.`;
  const cause = UNPAID.test(text)
    ? `${bold('sì')} invece se te ne vai perché non ti pagano lo stipendio: sono ${bold('dimissioni per giusta causa')}, e la NASpI spetta come dopo un licenziamento`
    : `spetta invece con le ${bold('dimissioni per giusta causa')} (ad esempio stipendi non pagati, molestie, demansionamento)`;
  // "mi sono dimesso durante il periodo di prova": a resignation still; the employer's ending of the probation is not.
  if (PROBATION.test(text))
    return `${bold('No')}: anche ${bold('durante il periodo di prova')} le dimissioni sono volontarie, e la NASpI non spetta perché la perdita del lavoro non è involontaria (${ref}); spetterebbe se fosse il datore di lavoro a interrompere il rapporto per mancato superamento della prova, o con le ${bold('dimissioni per giusta causa')} (art. 3 c. 2), se hai almeno 13 settimane di contributi negli ultimi 4 anni.`;
  return `${bold('No')}: con le dimissioni volontarie la NASpI non spetta, perché la perdita del lavoro non è involontaria (${ref}); ${cause} (art. 3 c. 2), se hai almeno 13 settimane di contributi negli ultimi 4 anni.`;
}

// A follow-up on another subject ("e il TFR quanto mi spetta?") is not the benefit's.
const OTHER_SUBJECT =
  /\btfr\b|preavvis\w*|\bferie\b|tredicesim\w*|quattordicesim\w*|\bprova\b|malatti\w*|permess\w*|\bminim\w*|straordinar\w*|\bnetto\b|liquidazion\w*|\bbusta\b|\bticket\b/;
const FOLLOW_UP_WORDS = 25;

/**
 * A short follow-up of a NASpI question that does not name it again ("e se me ne vado perché non mi pagano lo
 * stipendio?", "e se invece mi licenziano?"): the benefit in that case.
 */
export function naspiFollowUp(message: string, earlier: string | undefined): AgentAnswer | undefined {
  const text = readable(message);
  if (!earlier || NASPI.test(text) || !NASPI.test(readable(earlier)) || EMPLOYER_SIDE.test(readable(earlier)))
    return undefined;
  if (text.split(/\s+/).length > FOLLOW_UP_WORDS || OTHER_SUBJECT.test(text)) return undefined;
  // "E la domanda entro quando la devo fare? Da quando mi pagano?", "e il massimo al mese quest'anno?": the same
  // benefit's deadline, start, amount or length.
  const sameBenefit =
    ASKS_DEADLINE.test(text) || ASKS_START.test(text) || ASKS_AMOUNT.test(text) || ASKS_DURATION.test(text);
  if (sameBenefit && !RESIGNS.test(text) && !DISMISSED.test(text))
    return naspiBenefitAnswer(`NASpI: ${message}`, []);
  const ref = NASPI_REQUIREMENTS.reference;
  const opening =
    UNPAID.test(text) || JUST_CAUSE.test(text)
      ? `${bold('Sì')}: se te ne vai perché ${UNPAID.test(text) ? 'non ti pagano lo stipendio' : 'c’è una giusta causa'}, sono ${bold('dimissioni per giusta causa')} e la NASpI spetta come dopo un licenziamento (${ref} c. 2), con almeno 13 settimane di contributi negli ultimi 4 anni.`
      : DISMISSED.test(text)
        ? `${bold('Sì')}: dopo un licenziamento (o la scadenza di un contratto a termine) la NASpI spetta, se hai ${bold(NASPI_REQUIREMENTS.figure)} la disoccupazione (${ref}).`
        : RESIGNS.test(text)
          ? resignOpening(text)
          : undefined;
  if (!opening) return undefined;
  const requirements = rule(NASPI_REQUIREMENTS);
  return compose({
    answer: opening,
    steps: [`La regola: ${sentence(requirements)}`],
    citations: lawCitations(NASPI_REQUIREMENTS, requirements),
    related: ['Quanto dura la NASpI con 3 anni di contributi?'],
  });
}

/** The answer to a question on the worker's NASpI benefit, or undefined when it asks something else. */
export function naspiBenefitAnswer(message: string, amounts: readonly Amount[]): AgentAnswer | undefined {
  const text = readable(message);
  if (!NASPI.test(text) || EMPLOYER_SIDE.test(text)) return undefined;
  // ("quante settimane di contributi servono": the weeks needed, not how long it lasts.)
  const asksDuration = ASKS_DURATION.test(text.replace(WEEKS_NEEDED, ' '));
  const asksAmount = ASKS_AMOUNT.test(text);
  // A resignation and then a lost job: the 13 weeks between the two endings decide (naspi-after-resignation.ts).
  const afterResignation = resignedThenLostOpening(text);
  const resigns = RESIGNS.test(text) && !DISMISSED.test(text) && !afterResignation;
  const yearAsked = /\b(20[1-3]\d)\b(?![.,]\d|\s*(?:euro|€|eur\b|lord))/.exec(text)?.[1];
  const latest = Math.max(...Object.keys(NASPI_YEAR_VALUES).map(Number));
  const year = yearAsked ? Number(yearAsked) : latest;
  const pay = amounts.find((a) => !a.perHour && a.value >= 300 && a.value <= 20000)?.value;
  const openings: string[] = [];
  const steps: string[] = [];
  const facts: LawFact[] = [NASPI_REQUIREMENTS];
  if (afterResignation) {
    openings.push(afterResignation);
    facts.push(NASPI_AFTER_RESIGNATION);
  }
  if (resigns) openings.push(resignOpening(text));
  if (resigns && PROBATION.test(text)) facts.push(NASPI_PROBATION);
  if (ASKS_DEADLINE.test(text))
    openings.push(
      `La domanda di NASpI va presentata all’INPS, in via telematica, ${bold('entro 68 giorni')} dalla fine del rapporto di lavoro, a pena di decadenza (D.Lgs. 22/2015, art. 6).`,
    );
  // "da quando mi pagano?": the benefit's start (art. 6 c. 2).
  if (ASKS_START.test(text)) {
    openings.push(startOpening());
    facts.push(NASPI_START);
  }
  if (asksAmount) {
    const part = amountPart(pay, year);
    openings.push(part.opening);
    steps.push(...part.steps);
    facts.push(NASPI_AMOUNT);
  }
  // "quante settimane di contributi servono?": the requirement, beside the amount or the deadline asked.
  if (
    ASKS_REQUIREMENT.test(text) &&
    (asksAmount || asksDuration || ASKS_DEADLINE.test(text) || ASKS_START.test(text))
  )
    openings.push(requirementOpening(NASPI_REQUIREMENTS.figure, NASPI_REQUIREMENTS.reference));
  if (asksDuration) {
    const part = durationPart(weeksTold(text));
    openings.push(part.opening);
    steps.push(...part.steps);
    facts.push(NASPI_DURATION);
  }
  // "se in prova è l'azienda a mandarmi via?": the employer's ending of the probation is an involuntary loss.
  if (!openings.length && DISMISSED.test(text) && PROBATION.test(text)) {
    openings.push(
      `${bold('Sì')}: se è il datore di lavoro a interrompere il rapporto durante il periodo di prova (mancato superamento della prova), la perdita del lavoro è involontaria e la NASpI spetta, se hai ${bold(NASPI_REQUIREMENTS.figure)} la disoccupazione (${NASPI_REQUIREMENTS.reference}); se invece ti dimetti tu, anche in prova, no.`,
    );
    facts.push(NASPI_PROBATION);
  }
  if (!openings.length)
    openings.push(
      DISMISSED.test(text)
        ? `${bold('Sì')}: dopo un licenziamento (o la scadenza di un contratto a termine) la NASpI spetta, se hai ${bold(NASPI_REQUIREMENTS.figure)} la disoccupazione (${NASPI_REQUIREMENTS.reference}); la domanda va fatta all’INPS entro 68 giorni.`
        : `La NASpI spetta a chi perde il lavoro involontariamente e ha ${bold(NASPI_REQUIREMENTS.figure)} la disoccupazione (${NASPI_REQUIREMENTS.reference}); non spetta a chi si dimette, salvo le dimissioni per giusta causa.`,
    );
  const [first, ...others] = openings;
  return compose({
    answer: first ?? '',
    steps: [
      ...others,
      ...(others.length && steps.length ? [''] : []),
      ...steps,
      '',
      ...facts.map((f) => `La regola: ${sentence(rule(f))}`),
    ],
    assumptions: [
      'Lavoratore dipendente del settore privato; l’importo è lordo (sulla NASpI si paga l’IRPEF) e la retribuzione media è quella imponibile degli ultimi 4 anni. La verifica finale spetta all’INPS sulla domanda.',
    ],
    citations: cite(facts),
    related: [
      'Quanto preavviso devo dare per dimettermi nel CCNL Commercio?',
      'Quanto TFR matura in un anno con una RAL di 30.000 €?',
    ],
  });
}
