import { disabilityAccrualAsked } from '../reader/disability-accrual-asked.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import { LAW_LEAVE_FACTS, type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 53: "se usa i permessi 104 le tolgono un pezzo di tredicesima e di ferie?". The days of the 104 permits
 * count as worked for the 13th month and the holidays: the employer may not cut them (Cass. 15435/2014 on art. 33
 * c. 4 L. 104/1992; Cass. ord. 14187/2017; Ministero del Lavoro, lettera circolare 14 gennaio 2006). Only a
 * parent's permits taken together with parental leave or a child's sickness leave are left out. Read on 2026-11-27.
 */
export const DISABILITY_ACCRUAL: LawFact = {
  figure: 'non riducono le ferie né la tredicesima',
  text: 'i permessi 104 (i permessi retribuiti della legge 104) {figure}: i giorni di permesso contano come lavorati per la maturazione della tredicesima e delle ferie, sia per chi li usa per sé sia per il familiare che assiste; fa eccezione solo il genitore che li cumula, nello stesso periodo, con il congedo parentale o con il congedo per la malattia del figlio.',
  reference: 'L. 104/1992, art. 33 c. 4; Cass. 15435/2014; Cass. ord. 14187/2017',
  sources: [
    {
      url: 'https://www.infermieristicamente.it/articolo/10650/legge-104-chi-usufruisce-dei-permessi-retribuiti-art33-subisce-decurtazioni-su-tredicesima-e-ferie',
      label:
        'Infermieristicamente (M. L. Asta): permessi art. 33 legge 104, nessuna decurtazione di tredicesima e ferie',
      date: '2019-06-15',
      confidence: 'medium',
    },
    {
      url: 'https://lentepubblica.it/personale-e-previdenza/legge-104-tredicesima-cassazione',
      label: 'LentePubblica: i permessi della legge 104 non incidono sulla tredicesima (Cass. 15435/2014)',
      date: null,
      confidence: 'medium',
    },
  ],
};

/**
 * The verdict when a question on the 104 permits asks whether they cut the 13th month or the holidays: No to a
 * cut, Sì to an accrual; undefined when neither is asked.
 */
export function disabilityAccrualClaim(message: string): { line: string; citations: Citation[] } | undefined {
  const question = readable(message);
  const asked = disabilityAccrualAsked(question);
  if (!asked) return undefined;
  const cut = asked === 'cut';
  const fact = DISABILITY_ACCRUAL;
  const text = fact.text.replace('{figure}', fact.figure);
  const days = LAW_LEAVE_FACTS.disability.figure;
  const line = `i permessi 104 ${bold(fact.figure)} (${fact.reference}): i ${days} contano come giorni lavorati, quindi i permessi 104 maturano la tredicesima e le ferie come i giorni di lavoro, anche per il familiare che assiste; fa eccezione solo il genitore che li cumula, nello stesso periodo, con il congedo parentale o con quello per la malattia del figlio.`;
  return { line: `**${cut ? 'No' : 'Sì'}**: ${line}`, citations: lawCitations(fact, text) };
}

const LEAVE_ACCRUED =
  /\b(?:tredicesima|13(?:a|ma|esima)|ferie|tfr|liquidazione|trattamento di fine rapporto)\b/;
const LEAVE_ASKED = /\b(?:matur|cont[ao]no|comput|spett|riduc|ridott|ridur|perd|tagli|scal|incid)\w*/;

/**
 * "In quei mesi di congedo straordinario maturo ferie e tredicesima?", "e il TFR matura lo stesso?": the months of
 * the extraordinary leave (D.Lgs. 151/2001, art. 42 c. 5) accrue no holidays, 13th month or TFR (c. 5-quinquies).
 */
export function disabilityLeaveAccrualClaim(
  message: string,
): { line: string; citations: Citation[] } | undefined {
  const question = readable(message);
  if (!LEAVE_ACCRUED.test(question) || !LEAVE_ASKED.test(question)) return undefined;
  const fact = LAW_LEAVE_FACTS.disability_leave;
  const text = fact.text.replace('{figure}', fact.figure);
  const asked = [
    /\bferie\b/.test(question) ? 'le ferie' : '',
    /\btredicesima|13(?:a|ma|esima)\b/.test(question) ? 'la tredicesima' : '',
    /\btfr|liquidazione|fine rapporto\b/.test(question) ? 'il TFR' : '',
  ].filter(Boolean);
  const named = asked.length > 1 ? `${asked.slice(0, -1).join(', ')} e ${asked.at(-1)}` : (asked[0] ?? '');
  const verb = asked.length > 1 ? 'non maturano' : 'non matura';
  const line = `${bold('No')}: nei mesi di congedo straordinario per assistere un familiare con disabilità grave (fino a 2 anni per ciascuna persona assistita) ${named} ${bold(verb)}: per legge il congedo non conta per la maturazione di ferie, tredicesima e TFR (D.Lgs. 151/2001, art. 42 c. 5-quinquies); l’indennità INPS, con contributi figurativi, sostituisce la retribuzione di quei mesi.`;
  return { line, citations: lawCitations(fact, text) };
}

const CARE_LEAVE =
  /\bcongedo straordinari\w*|\bcongedo (?:retribuito )?(?:per (?:assistere|l.?assistenza)|104)\b|\bart\.? 42\b/;

/**
 * "e il TFR invece? in quei mesi matura lo stesso?" with the extraordinary care leave told here or in an earlier
 * turn: the TFR's accrual in those months is a rule of the law, not an amount that needs a pay.
 */
export function tfrInCareLeave(message: string, history: readonly string[] = []): AgentAnswer | undefined {
  const said = [message, ...history].map(readable);
  if (!said.some((t) => CARE_LEAVE.test(t))) return undefined;
  const claim = disabilityLeaveAccrualClaim(message);
  if (!claim || !/\bmatur\w*|\bspett\w*/.test(readable(message))) return undefined;
  return compose({
    answer: claim.line,
    steps: [],
    assumptions: [
      'Congedo straordinario retribuito per assistere un familiare con disabilità grave (D.Lgs. 151/2001, art. 42 c. 5).',
    ],
    citations: claim.citations,
    related: ['Quanto dura il congedo straordinario per la legge 104?', 'Quanto TFR matura in un anno?'],
  });
}
