import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { dailyPayTold } from './leave-daily.js';

/**
 * Two rules of the INPS sickness benefit that no agreement decides: the benefit cut to two fifths during a hospital
 * stay of a worker with no dependants (and kept whole with dependants), and the benefit extended to apprentices
 * from 1 January 2007 (L. 296/2006, art. 1 c. 773; INPS circ. 43/2007). Read on the pages below on 2026-11-30;
 * labour press and consultants' pages at most medium confidence.
 */
export const HOSPITAL_CUT: LawFact = {
  figure: 'due quinti (2/5)',
  text: 'durante il ricovero in luogo di cura, per tutta la degenza, l’indennità giornaliera di malattia dell’INPS è ridotta ai {figure} di quella normale: 20% invece del 50% dal 4° al 20° giorno, 26,66% invece del 66,66% oltre il 20° giorno; la riduzione non si applica a chi ha familiari a carico (secondo le regole degli assegni familiari, con i limiti di reddito che l’INPS aggiorna ogni anno), che riceve l’indennità in misura intera. Senza la dichiarazione dei familiari a carico l’indennità è pagata in misura ridotta',
  reference: 'INPS, circ. 263/1988; limiti di reddito dei familiari a carico: circ. INPS 50/2025',
  sources: [
    {
      url: 'http://www.uivco.vb.it/blog/lavoro-e-previdenza-6/post/erogazione-dell-intera-indennita-di-malattia-al-lavoratore-con-familiari-a-carico-ricoverato-in-luogo-di-cura-5750',
      label:
        'Unione Industriale VCO: intera indennità di malattia al lavoratore con familiari a carico ricoverato',
      date: '2025-08-26',
      confidence: 'medium',
    },
    {
      url: 'http://uivco.vb.it/blog/lavoro-e-previdenza-6/post/indennita-economica-di-malattia-inps-per-i-dipendenti-ricoverati-in-ospedale-con-familiari-a-carico-4289',
      label: 'Unione Industriale VCO: indennità INPS ai ricoverati senza familiari a carico ridotta ai 2/5',
      date: '2023-03-24',
      confidence: 'medium',
    },
  ],
};

export const APPRENTICE_SICK_PAY: LawFact = {
  figure: 'dal 1° gennaio 2007',
  text: 'agli apprendisti spetta l’indennità giornaliera di malattia dell’INPS secondo le regole generali dei lavoratori dipendenti {figure}, per le malattie iniziate da quella data: 50% della retribuzione media giornaliera dal 4° al 20° giorno e 66,66% dal 21° al 180°, anticipata dal datore di lavoro in busta paga; il trattamento del contratto collettivo, se più alto, resta come integrazione a carico del datore',
  reference: 'L. 296/2006 (Finanziaria 2007), art. 1 c. 773; INPS circ. 43 del 21 febbraio 2007',
  sources: [
    {
      url: 'https://gc-lawyers.com/shownews.php?id=177',
      label:
        'GC Lawyers: estensione dell’indennità di malattia agli apprendisti (circolare INPS 21 febbraio 2007, n. 43)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'http://www.studiocataldi.it/news_giuridiche_asp/news_giuridica_4117.asp',
      label: 'Studio Cataldi: INPS circ. 43/2007, malattia degli apprendisti (art. 1 c. 773 L. 296/2006)',
      date: '2007-02-21',
      confidence: 'medium',
    },
  ],
};

const HOSPITAL = /\bricover\w*|\bdegenz\w*|\bospedal\w*|\bluogo di cura\b/;
const INPS_BENEFIT = /\binps\b|\bindennit\w*/;
// "senza familiari a carico", "non ho nessuno a carico", "non ha familiari a carico", "single".
const NO_DEPENDANTS =
  /\b(?:senza|nessun\w*|non (?:ho|ha|abbiamo|hanno)(?: \w+){0,2}?)\b[^.?;]{0,25}\ba carico\b|\bnessuno a carico\b/;
// "ho moglie e un figlio a carico", "con familiari a carico", "figli a carico".
const DEPENDANTS =
  /\b(?:moglie|marito|coniuge|figli\w*|familiar\w*|genitor\w*|madre|padre)\b[^.?;]{0,30}\ba carico\b|\bcon (?:\w+ ){0,2}a carico\b/;

/** Whether a worker told to have dependants, no dependants, or neither. */
function dependantsTold(text: string): boolean | undefined {
  if (NO_DEPENDANTS.test(text)) return false;
  if (DEPENDANTS.test(text)) return true;
  return undefined;
}

/** Whether the INPS benefit during a hospital stay is cut: false with dependants, true without them. */
export function hospitalCut(message: string): boolean {
  const text = readable(message);
  return HOSPITAL.test(text) && dependantsTold(text) === false;
}

function hospitalAnswer(dependants: boolean | undefined): AgentAnswer {
  const rule = HOSPITAL_CUT.text.replace('{figure}', HOSPITAL_CUT.figure);
  const answer =
    dependants === true
      ? `${bold('No')}: con familiari a carico la riduzione per il ricovero ${bold('non si applica')}: l’indennità INPS resta in misura intera, il 50% della retribuzione media giornaliera dal 4° al 20° giorno e il 66,66% dal 21° al 180° (${HOSPITAL_CUT.reference}).`
      : dependants === false
        ? `Durante il ricovero, senza familiari a carico, l’indennità INPS è ridotta ai ${bold(HOSPITAL_CUT.figure)} di quella normale: dal 4° al 20° giorno il ${bold('20%')} della retribuzione media giornaliera invece del 50%, oltre il 20° giorno il 26,66% invece del 66,66% (${HOSPITAL_CUT.reference}).`
        : `Durante il ricovero l’indennità INPS è ridotta ai ${bold(HOSPITAL_CUT.figure)} di quella normale (20% invece del 50% dal 4° al 20° giorno, 26,66% invece del 66,66% oltre) ${bold('solo per chi non ha familiari a carico')}; con familiari a carico la riduzione non si applica e l’indennità resta intera (${HOSPITAL_CUT.reference}).`;
  return compose({
    answer,
    steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`],
    assumptions: [
      'Familiari a carico secondo le regole degli assegni familiari (redditi sotto i limiti INPS dell’anno), dichiarati al datore di lavoro; il contratto collettivo può integrare l’indennità.',
    ],
    citations: lawCitations(HOSPITAL_CUT, rule),
    related: ['Quanto paga l’INPS al giorno di malattia su una retribuzione media giornaliera di 80 euro?'],
  });
}

/** The sentences asking (with "?"), or the whole message when it is short. */
function asked(text: string): string {
  const asks = text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'))
    .join(' ');
  return asks || (text.split(/\s+/).length <= 25 ? text : '');
}

const APPRENTICE = /\bapprendist\w*/;
const SICK = /\bmalatti\w*|\bammal\w*/;
// "da quando", "in base a quale norma", "hanno diritto", "spetta": the entitlement itself asked.
const ENTITLEMENT_ASKED =
  /\bda quando\b|\bquale (?:norma|legge)\b|\bnorma\b|\blegge\b|\bhanno diritto\b|\bha diritto\b|\bho diritto\b|\bspett\w*\b|\bcome gli altri\b/;

function apprenticeAnswer(): AgentAnswer {
  const rule = APPRENTICE_SICK_PAY.text.replace('{figure}', APPRENTICE_SICK_PAY.figure);
  return compose({
    answer: `${bold('Sì')}: ${bold(APPRENTICE_SICK_PAY.figure)} agli apprendisti spetta l’indennità di malattia dell’INPS come agli altri dipendenti, per effetto della ${bold('L. 296/2006 (Finanziaria 2007), art. 1 c. 773')}; le istruzioni sono nella circolare INPS 43 del 21 febbraio 2007.`,
    steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}.`],
    assumptions: [
      'Malattia iniziata dal 1° gennaio 2007; il contratto collettivo applicato dice quanto integra il datore di lavoro.',
    ],
    citations: lawCitations(APPRENTICE_SICK_PAY, rule),
    related: ['Quanto paga l’INPS per la malattia dal 4° al 20° giorno?'],
  });
}

/**
 * The hospital-stay cut of the INPS benefit asked (also as a short follow-up telling the dependants after a turn
 * on it), or the apprentices' entitlement to the INPS benefit asked; undefined otherwise.
 */
export function sickInpsLawAnswer(message: string, previous = ''): AgentAnswer | undefined {
  const text = readable(message);
  const asks = asked(text);
  const before = readable(previous);
  // (A daily pay told asks the benefit in euro: sick-inps-daily.ts computes it, with the cut.)
  if (dailyPayTold(text) !== undefined) return undefined;
  // (The stay must be what is asked: "fino a giugno era ricoverato nella RSA" in a story is background.)
  if (HOSPITAL.test(asks) && INPS_BENEFIT.test(text) && /\bmalatti\w*|\bindennit\w*/.test(text) && asks)
    if (
      /\bcambi\w*|\bridu\w*|\btagli\w*|\babbass\w*|\bbass[oa]\b|\bdiminu\w*|\bmeno\b|\bmisura\b|\bquant\w*|\bspett\w*|\bcarico\b/.test(
        asks,
      )
    )
      return hospitalAnswer(dependantsTold(text));
  // "ma io ho moglie e un figlio a carico, me la tagliano lo stesso?" after a turn on the hospital stay.
  if (
    /\ba carico\b/.test(text) &&
    text.split(/\s+/).length <= 30 &&
    HOSPITAL.test(before) &&
    INPS_BENEFIT.test(before)
  )
    return hospitalAnswer(dependantsTold(text));
  if (APPRENTICE.test(asks) && SICK.test(asks) && INPS_BENEFIT.test(asks) && ENTITLEMENT_ASKED.test(asks))
    return apprenticeAnswer();
  return undefined;
}
