import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { statedAgreement } from './document-facts.js';
import { agreementOf } from './pay-base.js';

/**
 * "la trasferta da 6 a 12 ore gliela pagano poco: l'importo al giorno è giusto? quanto doveva venire?" beside a
 * payslip whose row pays a daily allowance by band of hours ("Indennità trasferta naz. 6-12 ore   4 gg   21,80
 * 87,20"): the row's daily figure weighed against the agreement's for the same band (its passages: "23,80 € dalle 6
 * alle 12 ore"), and the days times the agreement's figure against the row's amount. Undefined when no such row,
 * no figure of the agreement for that band, or no doubt or amount asked.
 */
const ASKED =
  /\bgiust[oaie]\b|\bcorrett\w*|\bsbagliat\w*|\berrat\w*|\btorna\b|\bverific\w*|\bcontroll\w*|\bpoc[oh]\w*|\bmanc\w*|\bdovev\w*|\bdoveva\w*|\bspett\w*|\bquant[oaie]\b/;
const ALLOWANCE = /\btrasfert\w*/;
const DAYS_TOTAL =
  /\b(?:in tutto|in totale|complessiv\w*)\b.*\bgiorn\w*|\bgiorn\w*.*\b(?:in tutto|in totale)\b/;
// "indennita' trasferta naz. 6-12 ore   4 gg   21,80   87,20": the band, the days, the daily figure, the amount.
// (Not anchored to a line's start: a document read back as paragraphs may hold its rows on one line.)
const ROW =
  /([^\n]*?\btrasfert[^\n]*?)\b(\d{1,2}) ?(?:-|–|a|alle) ?(\d{1,2}) ?(?:ore|h)\b[^\n\d]*?(\d{1,3}(?:,\d{1,2})?) ?(?:gg|giorni|gior\.?)\.?[ \t]+(\d{1,3},\d{2})[ \t]+(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/gm;
// The agreement's figure for a band: "23,80 € dalle 6 alle 12 ore", "dalle 6 alle 12 ore: 23,80 euro".
const BAND_AFTER = /(\d{1,3},\d{2}) ?(?:€|euro) (?:dalle|da) (\d{1,2}) (?:alle|a) (\d{1,2}) ore/g;
const BAND_BEFORE = /(?:dalle|da) (\d{1,2}) (?:alle|a) (\d{1,2}) ore[:,]? (?:€ ?|euro )?(\d{1,3},\d{2})/g;
const SINCE = /\bdal (1°? \w+ 20\d\d)\b/;
// The band the question names, if any: "la voce 18-24 ore", "quella dalle 18 alle 24".
const ASKED_BAND =
  /\b(\d{1,2}) ?(?:-|–|\/|a|alle) ?(\d{1,2}) ?(?:ore|h)\b|\bdalle (\d{1,2}) alle (\d{1,2})\b/;

/** The payslip's rows, the one whose band the question names first (a payslip often lists several bands). */
function rowsAsked(text: string, question: string): RegExpMatchArray[] {
  const rows = [...text.matchAll(ROW)];
  const asked = ASKED_BAND.exec(fold(question));
  if (!asked) return rows;
  const [from, to] = [asked[1] ?? asked[3], asked[2] ?? asked[4]].map(Number);
  const named = (row: RegExpMatchArray) => Number(row[2]) === from && Number(row[3]) === to;
  return [...rows.filter(named), ...rows.filter((row) => !named(row))];
}

interface Band {
  figure: number;
  since?: string;
  passage: Ccnl['passages'][number];
}

/** The agreement's daily allowance for the band from-to, of the territory the row names (abroad or not). */
function agreedBand(ccnl: Ccnl, from: number, to: number, abroad: boolean): Band | undefined {
  for (const passage of ccnl.passages) {
    const text = fold(passage.text);
    if (!ALLOWANCE.test(text) || /\bester\w*/.test(text) !== abroad) continue;
    const pairs = [
      ...[...text.matchAll(BAND_AFTER)].map((m) => [m[2], m[3], m[1]]),
      ...[...text.matchAll(BAND_BEFORE)].map((m) => [m[1], m[2], m[3]]),
    ];
    const hit = pairs.find(([a, b]) => Number(a) === from && Number(b) === to);
    if (!hit?.[2]) continue;
    const since = SINCE.exec(passage.text)?.[1];
    return { figure: figureValue(hit[2]), ...(since ? { since } : {}), passage };
  }
  return undefined;
}

export function payslipAllowanceRow(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const question = readable(ctx.message);
  // ("… la riga della trasferta è giusta? e quanto doveva venire in tutto per quei 4 giorni?": the second ask is
  // the days' total of the allowance the first one named.)
  const named =
    ALLOWANCE.test(question) ||
    (ALLOWANCE.test(readable(ctx.history?.at(-1) ?? '')) && DAYS_TOTAL.test(question));
  if (!ctx.documents.length || !named || !ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const raw = uploadedText(document);
    const ccnl = statedAgreement(ctx.kb, raw) ?? agreementOf(ctx, req);
    if (!ccnl) continue;
    // (Folded line by line: folding the whole text would join the rows into one line.)
    const lines = raw.split('\n').map(fold).join('\n');
    for (const row of rowsAsked(lines, question)) {
      const [from, to, days] = [row[2], row[3], row[4]].map((v) => figureValue(v ?? '0'));
      const daily = figureValue(row[5] ?? '0');
      const paid = figureValue(row[6] ?? '0');
      if (!days || !daily || Math.abs(cents(days * daily) - paid) > 0.05) continue;
      const band = agreedBand(ccnl, from ?? 0, to ?? 0, /\bester\w*/.test(row[1] ?? ''));
      if (!band) continue;
      const due = cents(days * band.figure);
      const gap = cents(due - paid);
      const bandText = `dalle ${from} alle ${to} ore`;
      const since = band.since ? ` dal ${band.since}` : '';
      const count = `${String(days).replace('.', ',')} ${days === 1 ? 'giorno' : 'giorni'}`;
      const opening =
        Math.abs(band.figure - daily) < 0.005
          ? `${bold('Sì')}: la trasferta ${bandText} è pagata ${euro(daily)} al giorno, come prevede il ${ccnl.short_name}${since} (${bold(euro(band.figure))}); per ${count} ${bold(euro(due))}.`
          : `${bold('No')}: la trasferta ${bandText} è pagata ${euro(daily)} al giorno, ma il ${ccnl.short_name} prevede${since} ${bold(`${euro(band.figure)} al giorno`)}. Per ${count} spettano ${bold(euro(due))} (${String(days).replace('.', ',')} × ${euro(band.figure)}) invece di ${euro(paid)}: ${gap > 0 ? 'mancano' : 'sono stati pagati in più'} ${bold(euro(Math.abs(gap)))}.`;
      return compose({
        answer: opening,
        steps: [
          '| Voce | Calcolo | Importo |',
          '| --- | --- | ---: |',
          `| Dovuto | ${String(days).replace('.', ',')} × ${euro(band.figure)} | ${euro(due)} |`,
          `| Pagato nel cedolino | ${String(days).replace('.', ',')} × ${euro(daily)} | ${euro(paid)} |`,
          `| **Differenza** | | **${euro(gap)}** |`,
        ],
        assumptions: [
          'Giorni e fascia oraria letti sulla riga del cedolino; un accordo aziendale può fissare una misura forfettaria diversa.',
        ],
        citations: [
          citeAgreementPassage(ccnl, band.passage),
          ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
        ],
        related: [],
      });
    }
  }
  return undefined;
}
