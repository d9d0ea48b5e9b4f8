import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';

/**
 * Session 60 (fx60benb): the agreements' own welfare compared ("oltre allo stipendio mi interessa il welfare del
 * contratto nazionale: quanto prevede ciascuno?", "flexible benefit: metalmeccanici o tessili?"). Welfare is no
 * measure of the comparison table, so the question fell on the validity: each agreement's renewal figure is read
 * (`validity.renewal_figures`, topic welfare), and one without it is a gap said plainly.
 */

const WELFARE = /\bwelfare\b|\bflex\w{0,6} ?benefit\w*|\bbenefit flessibil\w*/;
// A bonus converted into welfare is a tax question (result-bonus-welfare.ts), not the agreements' welfare.
const CONVERSION =
  /\bin (?:welfare|flexible benefit)\b|\bconvert\w*|\bpremi\w* (?:di |del )?(?:risultat|produtt)/;

const figureOf = (ccnl: Ccnl) => (ccnl.validity.renewal_figures ?? []).find((f) => f.topic === 'welfare');

export function welfareCompare(message: string, agreements: Ccnl[]): AgentAnswer | undefined {
  const text = readable(message);
  if (agreements.length < 2 || !WELFARE.test(text) || CONVERSION.test(text)) return undefined;
  // Welfare set aside ("lascia stare contributi, TFR, welfare…", "senza welfare"): something else is compared.
  if (
    /\b(?:lascia(?:mo)? stare|senza|escluso|esclusi|tranne|a parte|non (?:mi )?interessa)\b[^.?!]{0,60}\bwelfare\b/.test(
      text,
    )
  )
    return undefined;
  const figures = agreements.map((c) => ({ ccnl: c, figure: figureOf(c) }));
  if (!figures.some((f) => f.figure?.amount)) return undefined;
  const amountOf = (f: (typeof figures)[number]) =>
    f.figure?.amount && f.figure.unit === 'euro' ? `${euro(f.figure.amount)} l'anno` : undefined;
  const opening = figures
    .map((f) => {
      const amount = amountOf(f);
      return amount
        ? `${bold(amount)} nel ${f.ccnl.short_name}`
        : `nel ${f.ccnl.short_name} ${bold('non è nella base di conoscenza')}`;
    })
    .join('; ');
  return compose({
    answer: `Welfare contrattuale (strumenti di welfare previsti dal CCNL, in beni e servizi): ${opening}.`,
    steps: [
      ...table(
        figures.map((f) => [f.ccnl.short_name, f.figure?.text ?? 'Non nella base di conoscenza']),
        ['CCNL', 'Welfare previsto'],
      ),
      ...figures.flatMap((f) =>
        (f.figure?.terms ?? [])
          .filter((t) => t.kind === 'scadenza')
          .map((t) => `${f.ccnl.short_name}: ${t.text}`),
      ),
    ],
    citations: figures.flatMap((f) =>
      f.figure
        ? citeSources(f.ccnl, `${f.ccnl.short_name}: ${f.figure.text}`, null, f.figure.sources, 1)
        : [],
    ),
    related: [],
  });
}
