import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * 4 November (Unità nazionale e Forze armate) is no longer a day off (L. 54/1977): what it is worth depends on the
 * agreement. Most pay it as a holiday falling on a Sunday (sunday-holiday-pay.ts); some agreements dropped it. The
 * agreements whose own rule differs are kept here with their dated source, and the question that names no
 * agreement is asked for it.
 */

interface FourthRule {
  /** The rule as said to the user. */
  text: string;
  article: string;
  /** The substitute monthly amount, at the reference level, for those in service on the cut-off day. */
  amount: number;
  level: string;
  /** The day the rule changed: hired after it, nothing is due. */
  cutoff: { year: number; label: string };
  sources: { url: string; label: string; date: string; confidence: 'high' | 'medium' | 'low' }[];
}

const RULES: Record<string, FourthRule> = {
  'logistica-trasporto-merci-spedizione': {
    text: 'dal rinnovo del 26 gennaio 2011 il 4 novembre e la Pasqua, che cadono di domenica, sono stati tolti dai giorni festivi e non si pagano più come festività non godute: a chi è stato assunto dopo il 26 gennaio 2011 non spetta nulla in busta paga; a chi era già in servizio al 26 gennaio 2011 spetta, al loro posto, un importo sostitutivo mensile non riassorbibile di 10 euro al 3° livello Super, riparametrato sugli altri livelli (5 euro nelle imprese della sezione seconda, dove la Pasqua non era già festiva), come elemento distinto della retribuzione che conta anche per il TFR',
    article: 'artt. 60 e 71',
    amount: 10,
    level: '3° livello Super',
    cutoff: { year: 2011, label: '26 gennaio 2011' },
    sources: [
      {
        url: 'https://www.confetra.com/it/primopiano/doc_html/Circolari%202015/circ172.htm',
        label:
          'Confetra (confederazione datoriale firmataria), circolare n. 172/2015: trattamento del 4 novembre e della Pasqua',
        date: '2015-10-29',
        confidence: 'high',
      },
    ],
  },
};

/** Agreements that pay the 4 November worked as plain hours on top of the month, with no holiday surcharge. */
const WORKED_PLAIN: Record<string, { text: string; article: string; sources: FourthRule['sources'] }> = {
  'pubblici-esercizi-fipe': {
    text: 'il 4 novembre non è più festivo (L. 54/1977): a chi lavora quel giorno spetta, oltre alla retribuzione mensile, la paga delle ore effettivamente lavorate senza alcuna maggiorazione oppure, in alternativa, un riposo compensativo subordinato alle esigenze aziendali; chi è assente quel giorno, anche per malattia, infortunio o maternità, ha comunque la giornata retribuita',
    article: 'art. 133',
    sources: [
      {
        url: 'https://job.fanpage.it/4-novembre-nel-ccnl-pubblici-esercizi-ristorazione-e-turismo/',
        label:
          'Fanpage.it Job (A. Barbato, consulente del lavoro): 4 novembre nel CCNL pubblici esercizi, ristorazione e turismo (testo dell’art. 133)',
        date: '2021-11-01',
        confidence: 'medium',
      },
    ],
  },
  // The Federalberghi agreement keeps the same words as the FIPE one (the two come from the 2010 Turismo text).
  'turismo-federalberghi': {
    text: 'il 4 novembre non è più festivo (L. 54/1977): a chi è chiamato a lavorare quel giorno spetta, oltre al trattamento economico mensile, la retribuzione per le ore di servizio effettivamente prestate senza alcuna maggiorazione oppure, in alternativa, il godimento del corrispondente riposo compensativo',
    article: '4 novembre',
    sources: [
      {
        url: 'https://www.loscalzo.it/il-trattamento-economico-per-la-festivita-del-4-novembre/',
        label: 'Loscalzo: il trattamento economico per la festività del 4 novembre (Ccnl Turismo)',
        date: '',
        confidence: 'medium',
      },
    ],
  },
};

const WORKED_DAY =
  /\bho lavorato\b|\bha lavorato\b|\bhanno lavorato\b|\bdi turno\b|\bse si lavora\b|\blavorat\w* (?:quel|il 4)\b|\bse lavor\w*/;
const ABSENT = /\bmalatt\w*|\bassent\w*|\binfortun\w*|\bmaternit\w*|\ba casa\b/;

/**
 * The 4 November in an agreement that pays it worked as plain hours, with no hours said: worked, the plain hours or a
 * compensatory rest; absent (even sick), the day is paid all the same.
 */
export function novemberFourthRule(text: string, ccnl: Ccnl): AgentAnswer | undefined {
  const rule = WORKED_PLAIN[ccnl.id];
  if (!rule) return undefined;
  const absent = ABSENT.test(text);
  const answer = absent
    ? `${bold('Sì')}: nel ${ccnl.short_name} il 4 novembre non è più festivo, ma chi è assente quel giorno, anche per malattia, ha comunque la ${bold('giornata retribuita')}: è comunque retribuita nella busta del mese.`
    : WORKED_DAY.test(text)
      ? `Nel ${ccnl.short_name} il 4 novembre non è una festività: a chi lavora quel giorno spettano, oltre alla retribuzione mensile, le ${bold('ore lavorate senza maggiorazione')} (senza alcuna maggiorazione per lavoro festivo) oppure, in alternativa, un ${bold('riposo compensativo')}. Per questo in busta non compare la maggiorazione festiva: altri contratti lo trattano diversamente.`
      : `Nel ${ccnl.short_name} il 4 novembre non è una festività: ${rule.text}.`;
  return compose({
    answer,
    steps: [`La regola del contratto (${rule.article}): ${rule.text}.`],
    citations: rule.sources.map((s) => ({
      ccnl: ccnl.short_name,
      article: rule.article,
      text: `${ccnl.short_name}, 4 novembre: ${rule.text}.`,
      url: s.url,
      date: s.date || null,
      confidence: s.confidence,
    })),
    related: [],
  });
}

/**
 * The 4 November worked for a number of hours where the agreement pays them plain ("cameriere fipe, il 4 novembre
 * ho lavorato 8 ore a 9 euro: mi spetta il 20%?"): the hours at the hourly pay, no holiday surcharge.
 */
export function novemberFourthWorked(
  ccnl: Ccnl,
  hours: number | undefined,
  hourly: number | undefined,
): AgentAnswer | undefined {
  const rule = WORKED_PLAIN[ccnl.id];
  if (!rule || hours === undefined || !(hours > 0)) return undefined;
  const hoursText = String(hours).replace('.', ',');
  const amount = hourly !== undefined && hourly > 0 ? Math.round(hours * hourly * 100) / 100 : undefined;
  const answer =
    amount !== undefined
      ? `${bold('No')}: nel ${ccnl.short_name} il 4 novembre non è una festività e non ha la maggiorazione per lavoro festivo. Oltre allo stipendio ti spettano le ${hoursText} ore lavorate pagate normalmente: ${hoursText} × ${euro(hourly as number)} = ${bold(euro(amount))} (oppure, in alternativa, un riposo compensativo).`
      : `${bold('No')}: nel ${ccnl.short_name} il 4 novembre non è una festività: le ${hoursText} ore lavorate si pagano in più senza maggiorazione (o con un riposo compensativo). Indicami la paga oraria per il calcolo.`;
  return compose({
    answer,
    steps: [
      ...(amount !== undefined
        ? [`Ore lavorate: ${hoursText} × ${euro(hourly as number)} = ${euro(amount)}.`]
        : []),
      `La regola del contratto (${rule.article}): ${rule.text}.`,
    ],
    citations: rule.sources.map((s) => ({
      ccnl: ccnl.short_name,
      article: rule.article,
      text: `${ccnl.short_name}, 4 novembre: ${rule.text}.`,
      url: s.url,
      date: s.date,
      confidence: s.confidence,
    })),
    related: [],
  });
}

/** The year the worker was hired or has worked since ("assunto nel 2019", "lavora lì dal 2008"), when said. */
function hireYear(text: string): number | undefined {
  const found =
    /\b(?:assunt\w*|asunt\w*|dal|da|nel|lavora\w* (?:li |qui |la )?dal)\s+(?:(?:\d{1,2}\/\d{1,2}\/|\d{1,2} \w+ ))?((?:19[5-9]|20[0-2])\d)\b/.exec(
      text,
    )?.[1];
  return found ? Number(found) : undefined;
}

/** The agreement's own 4 November rule, or undefined when it pays it as a Sunday holiday. */
export function novemberFourthOwn(text: string, ccnl: Ccnl): AgentAnswer | undefined {
  const rule = RULES[ccnl.id];
  if (!rule) return undefined;
  const year = hireYear(text);
  const after = year !== undefined && year > rule.cutoff.year;
  const before = year !== undefined && year < rule.cutoff.year;
  const amount = euro(rule.amount);
  const answer = after
    ? `${bold('Sì, è normale')}: nel ${ccnl.short_name}, per chi è stato assunto dopo il ${rule.cutoff.label}, per il 4 novembre e per la Pasqua non spetta nulla in busta paga: non sono più giorni festivi e non si pagano come festività non godute.`
    : before
      ? `${bold('Sì')}: nel ${ccnl.short_name} a chi era già in servizio al ${rule.cutoff.label} spetta, al posto del 4 novembre e della Pasqua, un importo sostitutivo mensile non riassorbibile di ${bold(amount)} al ${rule.level} (riparametrato sugli altri livelli).`
      : `Nel ${ccnl.short_name} dipende dalla data di assunzione: agli assunti dopo il ${rule.cutoff.label} per il 4 novembre e la Pasqua non spetta nulla; a chi era in servizio al ${rule.cutoff.label} spetta un importo sostitutivo mensile di ${bold(amount)} al ${rule.level}.`;
  return compose({
    answer,
    steps: [`La regola del contratto (${rule.article}): ${rule.text}.`],
    assumptions:
      year === undefined
        ? ['Indica l’anno di assunzione per sapere quale dei due trattamenti si applica.']
        : [],
    citations: rule.sources.map((s) => ({
      ccnl: ccnl.short_name,
      article: rule.article,
      text: `${ccnl.short_name}, 4 novembre e Pasqua: ${rule.text}.`,
      url: s.url,
      date: s.date,
      confidence: s.confidence,
    })),
    related: [],
  });
}

/** "x il 4 novembre mi spetta qualcosa in busta?" with no agreement: the agreement decides, so it is asked. */
export function novemberFourthClarify(citations: Citation[]): AgentAnswer {
  return compose({
    answer:
      'Dipende dal contratto collettivo (CCNL) applicato: dal 1977 il 4 novembre non è più un giorno di riposo e ogni contratto decide come compensarlo. In molti contratti si paga come una festività caduta di domenica, con una quota giornaliera in più (di solito 1/26 della retribuzione mensile), mentre altri lo hanno tolto dai giorni festivi o lo pagano solo a certe condizioni. Indicami il CCNL applicato (lo trovi in cima alla busta paga) e la retribuzione mensile lorda.',
    steps: [],
    citations,
    related: [],
  });
}
