import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { dailyPayTold } from './leave-daily.js';
import { HOSPITAL_CUT, hospitalCut } from './sick-inps-law.js';

/**
 * Session 33 (fixs33f): the INPS sickness allowance a day on the average daily pay told ("la mia retribuzione
 * media giornaliera è 60 euro, l'inps quanto mi da al giorno dal 4 giorno?"). The INPS share is the law's, by
 * sector: 80% from the 4th to the 180th day for public establishments (bars, restaurants) and pastry shops, 50%
 * from the 4th to the 20th and 66,66% from the 21st for the other workers of industry and the tertiary sector.
 * The agreement's top-up is its own and is not what was asked.
 */
export const INPS_PUBLIC_ESTABLISHMENTS: LawFact = {
  figure: '80% della retribuzione media globale giornaliera',
  text: 'ai dipendenti dei pubblici esercizi e dei laboratori di pasticceria l’INPS paga la malattia all’{figure} dal 4° al 180° giorno; agli operai e agli impiegati del terziario il 50% dal 4° al 20° giorno e il 66,66% dal 21° al 180°; i primi 3 giorni (carenza) non li paga l’INPS.',
  reference: 'INPS, indennità di malattia per settore',
  sources: [
    {
      url: 'https://www.studiocassone.it/glossario/indennita-di-malattia/',
      label: 'Studio Cassone: indennità di malattia (percentuali INPS per settore)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.licenziamento.org/faq/inps-malattia-a-quanto-ammonta-lindennizzo/',
      label: 'Licenziamento.org: indennità di malattia INPS, a quanto ammonta',
      date: null,
      confidence: 'low',
    },
  ],
};

/** "l’80%", "il 50%": the article before a share. */
const theShare = (pct: number) => `${/^(?:8|11)/.test(String(pct)) ? 'l’' : 'il '}${percent(pct)}`;

const PUBLIC_ESTABLISHMENT = /\bpubblici esercizi\b|\bfipe\b|\bpasticceri/;

function isPublicEstablishment(ccnl: Ccnl | undefined, text: string): boolean {
  return ccnl?.id === 'pubblici-esercizi-fipe' || PUBLIC_ESTABLISHMENT.test(text);
}

/** The INPS bands of the worker's sector: [from, to, share %]. */
function inpsBands(ccnl: Ccnl | undefined, text: string): [number, number, number][] | undefined {
  if (isPublicEstablishment(ccnl, text)) return [[4, 180, 80]];
  const bands = ccnl?.sick_pay.sickness.bands ?? [];
  const fourth = bands.find((b) => b.from_day === 4);
  const later = bands.find((b) => b.from_day === 21);
  // (With no agreement, a hospital stay told asks the law's general shares, cut to two fifths.)
  const general = !ccnl && hospitalCut(text);
  if (!general && (fourth?.inps_pct !== 50 || Math.round(later?.inps_pct ?? 0) !== 67)) return undefined;
  return [
    [4, 20, 50],
    [21, 180, 66.66],
  ];
}

export function sickInpsDaily(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (
    !/\bmalat\w*|\bricover\w*|\bdegenz\w*/.test(text) ||
    !/\binps\b/.test(text) ||
    !/\bquant[oaie]\b/.test(text)
  )
    return undefined;
  const daily = dailyPayTold(text);
  const bands = daily ? inpsBands(ccnl, text) : undefined;
  if (!daily || !bands) return undefined;
  // In a hospital stay with no dependants the benefit is two fifths of the normal one (sick-inps-law.ts).
  const cut = hospitalCut(text);
  const general = !ccnl && cut;
  const rows = bands.map(([from, to, pct]) => {
    const share = cut ? Math.round(pct * 40) / 100 : pct;
    return { from, to, pct: share, each: cents((daily * share) / 100) };
  });
  const [first, second] = rows;
  if (!first) return undefined;
  const sector = isPublicEstablishment(ccnl, text) ? 'nei pubblici esercizi ' : '';
  const then = second
    ? `; dal ${second.from}° al ${second.to}° giorno ${theShare(second.pct)}, ${euro(second.each)} al giorno`
    : '';
  const commerce =
    sector && /\bcommerci\w*|\bterziari\w*/.test(text)
      ? ' È più che nel commercio e nel terziario, dove l’INPS paga il 50% dal 4° al 20° giorno e il 66,66% dal 21°.'
      : '';
  const rule = INPS_PUBLIC_ESTABLISHMENTS.text.replace('{figure}', INPS_PUBLIC_ESTABLISHMENTS.figure);
  const cutRule = HOSPITAL_CUT.text.replace('{figure}', HOSPITAL_CUT.figure);
  const citations: Citation[] = [
    ...lawCitations(INPS_PUBLIC_ESTABLISHMENTS, rule),
    ...(cut ? lawCitations(HOSPITAL_CUT, cutRule) : []),
  ];
  if (ccnl?.sick_pay.sickness.text)
    citations.push(
      ...citeSources(
        ccnl,
        ccnl.sick_pay.sickness.text,
        ccnl.sick_pay.sickness.article ?? null,
        ccnl.sick_pay.sickness.sources,
      ),
    );
  return compose({
    answer: `Dal ${first.from}° al ${first.to}° giorno di malattia l’INPS ${sector}paga ${bold(theShare(first.pct))} della retribuzione media giornaliera${cut ? ' (ricovero senza familiari a carico: indennità ridotta ai due quinti)' : ''}: ${bold(`${euro(first.each)} al giorno`)} (${euro(daily)} × ${percent(first.pct)})${then}.${commerce}`,
    steps: [
      ...rows.map(
        (r) => `Giorni ${r.from}–${r.to}: ${euro(daily)} × ${percent(r.pct)} = ${euro(r.each)} al giorno.`,
      ),
      'I primi 3 giorni (carenza) non li paga l’INPS: li regola il contratto collettivo.',
      `La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`,
      ...(cut ? [`Durante il ricovero: ${cutRule}.`] : []),
    ],
    assumptions: [
      'La retribuzione media giornaliera è quella indicata; l’eventuale integrazione del datore prevista dal contratto è a parte.',
      ...(general
        ? ['Operaio o impiegato del commercio o del terziario (per i pubblici esercizi l’INPS paga l’80%).']
        : []),
    ],
    citations,
    related: [],
  });
}
