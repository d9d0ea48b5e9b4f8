import { disabilityAccrualAsked } from '../reader/disability-accrual-asked.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { LAW_LEAVE_FACTS, type LawFact, lawCitations } from './law-facts.js';

/**
 * Session 53: "se usa i permessi 104 le tolgono un pezzo di tredicesima e di ferie?". The days of the 104 permits
 * count as worked for the 13th month and the holidays: the employer may not cut them (Cass. 15435/2014 on art. 33
 * c. 4 L. 104/1992; Cass. ord. 14187/2017; Ministero del Lavoro, lettera circolare 14 gennaio 2006). Only a
 * parent's permits taken together with parental leave or a child's sickness leave are left out. Read on 2026-11-27.
 */
export const DISABILITY_ACCRUAL: LawFact = {
  figure: 'non riducono la tredicesima né le ferie',
  text: 'i permessi retribuiti della legge 104 {figure}: i giorni di permesso contano come lavorati per la maturazione della tredicesima e delle ferie, sia per chi li usa per sé sia per il familiare che assiste; fa eccezione solo il genitore che li cumula, nello stesso periodo, con il congedo parentale o con il congedo per la malattia del figlio.',
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
  const line = `i ${bold(days)} della legge 104 ${bold(fact.figure)} (${fact.reference}): contano come giorni lavorati per maturarle, anche per il familiare che assiste; fa eccezione solo il genitore che li cumula, nello stesso periodo, con il congedo parentale o con quello per la malattia del figlio.`;
  return { line: `**${cut ? 'No' : 'Sì'}**: ${line}`, citations: lawCitations(fact, text) };
}
