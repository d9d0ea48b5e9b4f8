import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { italianDate, percent } from '../kb/format.js';
import { toSourceRef } from '../payroll/payroll-data.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { sourceCitations } from './worked.js';

/**
 * The employer's contribution to a negotiated fund named by its name ("quanto versa l'azienda a Fonchim dal
 * 2027?", "e x sanimoda quanto versa l azienda?"): the rate and the date it applies from when a renewal sets it
 * and a dated source says so (data/payroll/negotiated-funds.json); otherwise a plain gap naming that fund, never
 * a generic pension-fund answer or an employer-cost table.
 */

const source = z.object({
  title: z.string().nullable().optional(),
  publisher: z.string().nullable().optional(),
  url: z.string().regex(/^https?:\/\/\S+/),
  source_date: z.string().nullable(),
  confidence: z.enum(['high', 'medium', 'low']),
});
const fundSchema = z.object({
  fund: z.string(),
  kind: z.enum(['pension', 'health']),
  agreement: z.string(),
  employer_pct: z.number(),
  /** The worker's share the renewal states beside the employer's (unchanged or new), when a source gives it. */
  worker_pct: z.number().optional(),
  /** The source says the worker's share stays as it was ("fermo restando il contributo a carico del lavoratore"). */
  worker_unchanged: z.boolean().optional(),
  basis: z.string(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  article: z.string().nullable(),
  text: z.string(),
  sources: z.array(source).min(1),
});
type Fund = z.infer<typeof fundSchema>;

// src/agents sits two levels below the package root, the bundled dist/*.js one level.
const FILE = ['../../data/payroll/negotiated-funds.json', '../data/payroll/negotiated-funds.json']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((file) => existsSync(file));
let funds: Fund[] | undefined;
function fundsData(): Fund[] {
  funds ??= FILE
    ? z.object({ funds: z.array(fundSchema) }).parse(JSON.parse(readFileSync(FILE, 'utf8'))).funds
    : [];
  return funds;
}

/** The negotiated funds people name, with what they are (pension or health). */
const NAMED: { name: string; pattern: RegExp; kind: 'pension' | 'health'; agreement: string }[] = [
  { name: 'Fonchim', pattern: /\bfonchim\b/, kind: 'pension', agreement: 'CCNL Chimico-farmaceutico' },
  { name: 'Faschim', pattern: /\bfaschim\b/, kind: 'health', agreement: 'CCNL Chimico-farmaceutico' },
  {
    name: 'Fondo Gomma Plastica',
    pattern: /\bfondo (?:pensione |di previdenza )?gomma[ -]?plastica\b/,
    kind: 'pension',
    agreement: 'CCNL Gomma plastica industria',
  },
  {
    name: 'Previmoda',
    pattern: /\bprevimoda\b/,
    kind: 'pension',
    agreement: 'CCNL Tessile abbigliamento moda',
  },
  { name: 'Sanimoda', pattern: /\bsanimoda\b/, kind: 'health', agreement: 'CCNL Tessile abbigliamento moda' },
  { name: 'Cometa', pattern: /\bcometa\b/, kind: 'pension', agreement: 'CCNL Metalmeccanici industria' },
  {
    name: 'mètaSalute',
    pattern: /\bm[eè]ta ?salute\b/,
    kind: 'health',
    agreement: 'CCNL Metalmeccanici industria',
  },
  { name: 'Fon.Te.', pattern: /\bfon\.? ?te\b/, kind: 'pension', agreement: 'CCNL Terziario' },
  { name: 'Fondo Est', pattern: /\bfondo est\b/, kind: 'health', agreement: 'CCNL Terziario' },
  {
    name: 'Previdenza Cooperativa',
    pattern: /\bprevidenza cooperativa\b/,
    kind: 'pension',
    agreement: 'CCNL cooperative',
  },
];

// The employer's share asked: "quanto versa l'azienda", "contributo a carico azienda", "l'aliquota".
const EMPLOYER_SHARE =
  /\bcontribut\w*|\bversa\w*|\bversament\w*|\baliquot\w*|\bquota\b|\bquanto (?:mette|paga)\b|\bpercentual\w*/;
const EMPLOYER = /\bazienda\b|\baziendal\w*|\bdatore\b|\bdatorial\w*|\bimpresa\b|\bditta\b|\ba carico\b/;
// The worker's own share asked: "la mia quota", "a carico del lavoratore", "quanto mi trattengono".
const WORKER =
  /\b(?:la )?(?:mia|sua|tua) (?:quota|parte|contribuzione)\b|\b(?:mio|suo|tuo) contribut\w*|\ba carico (?:mio|del lavorator\w*|del dipendent\w*)|\b(?:mi|gli|le|ti) (?:tratten|tolg)\w*|\bquota del (?:lavorator|dipendent)\w*/;

// A pension fund asked by what it is ("il fondo pensione", "la previdenza complementare") with the agreement named.
const PENSION_FUND =
  /\bfond\w* (?:pension\w*|di previdenza)|\bprevidenza complementare\b|\bprevidenza integrativ\w*/;

/**
 * "non ho mai aderito al fondo pensione", "il ragazzo non l'ha mai dato al fondo pensione", "il TFR lo lascio in
 * azienda": no fund joined, so the TFR that stays with the firm is the subject, not the fund's contribution.
 */
const FUND_NOT_JOINED =
  /\bnon\b[^.?!]{0,40}\b(?:aderit\w*|iscritt\w*|dat[oa]\b|versat\w*|conferit\w*)[^.?!]{0,20}\b(?:fond\w* (?:pension\w*|di previdenza)|previdenza complementare)|\btfr\b[^.?!]{0,15}\b(?:resta|rimane|lo lascio|lascio|e lasciato|viene lasciato)\b[^.?!]{0,10}\bin azienda\b/;

/** "l'acconto dell'imposta sostitutiva sulla rivalutazione del TFR … poi andrà in un fondo pensione": the TFR's tax. */
const TFR_TAX_ASKED =
  /\bimposta sostitutiva\b[^?]*\b(?:tfr|rivalutazion\w*)|\b(?:tfr|rivalutazion\w*)\b[^?]*\bimposta sostitutiva\b/;

function namedFund(ctx: AgentContext, req: TypedRequest) {
  const text = readable(ctx.message);
  const own = NAMED.find((f) => f.pattern.test(text));
  if (own) return own;
  // "e quanto versa l'azienda?" right after a turn naming the fund.
  const previous = readable(ctx.history?.at(-1) ?? '');
  const before = text.length < 120 ? NAMED.find((f) => f.pattern.test(previous)) : undefined;
  if (before) return before;
  // "il contributo dell'azienda al fondo pensione" in a Gomma plastica conversation: that agreement's own fund.
  const [id, ...more] = req.slots.agreements;
  if (id === undefined || more.length || !PENSION_FUND.test(text)) return undefined;
  const name = ctx.kb.byCategory(id)?.short_name;
  return NAMED.find((f) => f.kind === 'pension' && f.agreement === name);
}

const rateOf = (pct: number) => bold(percent(pct));

export function negotiatedFundAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const worker =
    WORKER.test(text) &&
    !EMPLOYER.test(text.replace(/\ba carico (?:mio|del lavorator\w*|del dipendent\w*)/g, ''));
  if (!EMPLOYER_SHARE.test(text) || !(EMPLOYER.test(text) || worker)) return undefined;
  const named = namedFund(ctx, req);
  if (!named) return undefined;
  // The fund named as not joined ("non ha aderito a Fonchim, il TFR resta in azienda"): the TFR is asked, not the
  // fund's contribution.
  const notJoined = new RegExp(
    `\\bnon\\b[^.?!]{0,40}\\b(?:aderit|iscritt)\\w*[^.?!]{0,20}${named.pattern.source.replace(/^\\b|\\b$/g, '')}`,
  );
  if (notJoined.test(text) || FUND_NOT_JOINED.test(text) || TFR_TAX_ASKED.test(text)) return undefined;
  const what = named.kind === 'pension' ? 'fondo pensione' : 'fondo sanitario integrativo';
  // A renewal may set the rate in steps (one entry a date), read in date order.
  const steps = fundsData()
    .filter((f) => f.fund === named.name)
    .sort((a, b) => a.from.localeCompare(b.from));
  // The worker's share asked of a fund whose file does not give it: not this answer's subject.
  if (worker && !steps.some((f) => f.worker_pct !== undefined)) return undefined;
  if (!steps.length)
    return compose({
      answer: `Il contributo a carico dell'azienda a ${named.name} (${what} del ${named.agreement}) ${bold('non è nella base di conoscenza')}: non ho trovato una fonte datata con l'importo in vigore e la data da cui vale, quindi non lo indico.`,
      steps: [
        `Lo fissa il ${named.agreement} (e i suoi rinnovi) per gli iscritti al fondo: verificalo sul testo dell'accordo di rinnovo o sulla circolare del fondo.`,
      ],
      citations: [],
      related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?'],
    });
  const today = req.slots.date ?? ctx.today ?? '';
  const data = steps.filter((f) => f.from <= today).at(-1) ?? (steps[0] as Fund);
  const later = steps.filter((f) => f.from > data.from);
  const notYet = today !== '' && today < data.from;
  const laterText = later
    .map((f) => ` Dal ${italianDate(f.from)} sale a ${rateOf(f.employer_pct)}.`)
    .join('');
  const workerPct = steps.find((f) => f.worker_pct !== undefined)?.worker_pct;
  const employerSteps = steps.map((f) => `${percent(f.employer_pct)} dal ${italianDate(f.from)}`).join(' e ');
  const answer = worker
    ? `Con il rinnovo del ${data.agreement} la quota a carico del lavoratore a ${data.fund} è ${rateOf(workerPct ?? 0)} della ${data.basis}${data.worker_unchanged ? ': non cambia' : ''}; cambia quella dell'azienda (${employerSteps}).`
    : `Con il rinnovo del ${data.agreement}, dal ${bold(italianDate(data.from))} il contributo a ${data.fund} a carico dell'azienda è ${rateOf(data.employer_pct)} della ${data.basis}${data.article ? ` (${data.article})` : ''}.${laterText}${notYet ? ` Fino ad allora vale l'aliquota precedente, che la base di conoscenza non ha.` : ''}`;
  return compose({
    answer,
    steps: [data.text],
    assumptions: [
      workerPct !== undefined && !worker
        ? `Lavoratore iscritto a ${data.fund}; la sua quota è ${percent(workerPct)} della ${data.basis}, il TFR destinato al fondo è a parte.`
        : `Lavoratore iscritto a ${data.fund}; la quota del lavoratore e il TFR destinato al fondo sono a parte.`,
    ],
    citations: sourceCitations(data.sources.map((s) => toSourceRef(s, data.from))),
    related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?'],
  });
}
