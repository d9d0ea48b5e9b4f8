import { decimal } from '../kb/format.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { dailyHours } from './breastfeeding-hours.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';

/**
 * The parental leave taken by the hour when no agreement (not even a company one) rules it: D.Lgs. 151/2001,
 * art. 32 c. 1-ter (half the average daily hours of the pay period before) and c. 3 (2 days' notice, 5 by the day).
 */
const HOURLY_LAW = {
  reference: 'D.Lgs. 151/2001, art. 32 c. 1-ter e 3',
  // Read on 2026-12-01: the law's text (normattiva) and Confcooperative Veneto's note of 19 March 2025 quoting it.
  sources: [
    {
      url: 'https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:decreto.legislativo:2001-03-26;151~art32',
      label: 'Normattiva: D.Lgs. 26 marzo 2001, n. 151, art. 32 (congedo parentale), commi 1-ter e 3',
      date: '2015-06-25',
      confidence: 'high' as const,
    },
    {
      url: 'https://www.newsletterveneto.confcooperative.it/News-Tecniche/ArtMID/383/ArticleID/1477/Pillole-per-la-gestione-del-personale',
      label:
        'Confcooperative Veneto: congedo parentale a ore senza disciplina contrattuale (art. 32 c. 1-ter)',
      date: '2025-03-19',
      confidence: 'high' as const,
    },
  ],
};

/** The leave asked by the hour: "a ore", "su base oraria", "qualche ora al giorno". */
const BY_THE_HOUR = /\ba ore\b|\bbase oraria\b|\bin modalita oraria\b|\bfruizione oraria\b|\bad ore\b/;
/** An agreement's own line on the hourly leave or its notice (leave-modality.ts opens it instead). */
const OWN_RULE = /\ba ore\b|\bgruppi di \d+ ore\b|\bpreavviso\b|\bfrazionabil\w*/i;

/** The law's hourly rule opening the answer, with the hours of the day given; undefined when not asked. */
export function parentalHourlyLine(
  ctx: AgentContext,
  own: readonly string[],
  citations: Citation[],
): string | undefined {
  if (!BY_THE_HOUR.test(readable(ctx.message)) || own.some((line) => OWN_RULE.test(line))) return undefined;
  const day = dailyHours(ctx);
  const half = day === undefined ? undefined : decimal(Math.round((day / 2) * 100) / 100).replace(/,00$/, '');
  const text = `Se il contratto collettivo, anche aziendale, non regola il congedo parentale a ore, per legge (${HOURLY_LAW.reference}) si può prendere a ore in misura pari alla metà dell'orario medio giornaliero del periodo di paga precedente${half === undefined ? '' : `: con ${decimal(day as number).replace(/,00$/, '')} ore al giorno, ${bold(`${half} ore al giorno`)}`}. Il preavviso al datore di lavoro è di ${bold('2 giorni')} per il congedo a ore (5 giorni per quello a giornate); a ore non si cumula con altri permessi o riposi nella stessa giornata.`;
  citations.push(...lawCitations(HOURLY_LAW, text));
  return text;
}
