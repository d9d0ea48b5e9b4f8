import { askingSentences } from '../documents/asked-verdict.js';
import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentIncreaseTax } from './document-flat-tax.js';
import { givenIncreaseTaxSentence, renewalIncreaseSentence } from './renewal-tax-increase.js';

/**
 * How a renewal's increases are taxed in 2026 ("l'aumento di novembre lo pago al 5%?", "gli arretrati del
 * rinnovo hanno la tassazione agevolata?"): the 5% substitute tax of the Budget Law 2026 for employees whose
 * 2025 employment income was at most 33.000 €, on the increases paid in 2026 by renewals signed from 1.1.2024 to
 * 31.12.2026 (shared/data/payroll-rules.md §6). With the income given, whether it applies.
 */

const INCOME_LIMIT = 33_000;
const RATE = '5%';
// ("imposta sostitutiva 5% su incrementi CCNL": a payslip's label names the increases as increments of the agreement.)
const INCREASE =
  /\baument\w*|\barretrat\w*|\brinnov\w*|\btranche\b|\bincrement\w* (?:ccnl|contrattual\w*|retributiv\w*|del (?:ccnl|contratto))\b/;
// "si paga solo il 5 di tasse", "al 5 per cento": the rate said without its sign.
const FIVE_SAID = /\b(?:il|al|del) 5\b(?! ?(?:anni|mesi|giorni|ore|livell|scatt|\w*mila))/;
const TAXED =
  /\b5 ?%|\bcinque per cento|\btass(?:a|e|ano|are|at\w*|er\w*)\b|\btassazion\w*|\bimpost[ae]\b|\bimposta sostitutiv\w*|\bflat tax\b|\bcedolare\b|\bagevolat\w*|\bagevolazion\w*|\bsconto fiscal\w*|\birpef\b/;
// The reduced rate named in the user's words: "si paga una tassa ridotta", "meno tasse sugli aumenti",
// "un'imposta agevolata", "lo sconto fiscale", "glielo tassano poco".
// "ci pago le tasse normali?", "è tassato come il resto?": the ordinary tax asked, so the yes and no swap.
const ORDINARY_ASKED =
  /\b(?:tass[ae]|tassazione|irpef|aliquot[ae]|impost[ae]) (?:\w+ )?(?:normal\w*|ordinari\w*|pien[ae]|solit[ae])\b|\b(?:tassat\w*|tass[ae]) come (?:il resto|tutto il resto|sempre|gli altri)\b/;
const REDUCED =
  /\b5 ?%|sostitutiv|flat tax|agevolat|agevolazion|sconto fiscal|\baliquot|quanto (?:\w+ ){0,3}tass|come (?:\w+ ){0,2}tassat|\b(?:tass[ae]|impost[ae]|tassazione) (?:\w+ )?ridott[ae]|\bmeno tasse\b|\btass(?:a|ano|ato|ata|ati) (?:\w+ )?(?:poc\w*|meno|di meno)\b/;

// Words pointing back to a sum told before ("quei soldi in più", "quella differenza", "questo aumento").
const BACK_TO_INCREASE =
  /\b(?:quei|questi|sti) (?:soldi|euro|\d+ euro)(?: in piu)?\b|\b(?:quell[ao]|questa|questo|quest') ?(?:differenza|aumento|aggiunta|cifra in piu)\b|\bsoldi in piu\b/;
function lastTurn(ctx: AgentContext): string {
  const history = ctx.history ?? [];
  return readable(history[history.length - 1] ?? '');
}

// Overtime, night or holiday work and bonuses have their own tax treatments: they are the subject only when a
// sentence taxes them ("gli straordinari come sono tassati?"), not when they explain an income ("qualcuno di più
// per gli straordinari").
const OTHER_PAY = /\bstraordinar|\bnotturn|\bfestiv|\bpremi/;
function otherPayTaxed(text: string): boolean {
  return text.split(/[.?!;:]\s*/).some((sentence) => OTHER_PAY.test(sentence) && TAXED.test(sentence));
}
// A net or a gross asked ("a voi chiedo il netto annuo", "quanto le resta netto in un anno?") in sentences that
// name no increase: the 5% told beside it ("la flat tax sugli aumenti non le spetta", "colloquio di rinnovo") is
// a fact of the story, and the calculation is the subject.
// (An income stated, "io guadagno 26mila lordi … vale anche per me?", asks no pay.)
const PAY_ASKED =
  /\b(?:quant\w*|calcol\w*|stim\w*|chied\w*|sapere)\b[^.?!]*\b(?:nett[oi]|in tasca|ral|lord[oi])\b|\b(?:nett[oi]|in tasca)\b[^.?!]*\bquant/;
function payAskedWithoutIncrease(text: string): boolean {
  const asked = askingSentences(text).join(' ');
  return PAY_ASKED.test(asked) && !INCREASE.test(asked) && !BACK_TO_INCREASE.test(asked);
}
// "il Comune doveva aumentarla", "la Regione ha aumentato l'addizionale": a local surcharge raised, not pay. The
// increase is the renewal's only when a sentence names it without the surcharge or its council.
const LOCAL_TAX = /\baddizional\w*|\bcomun[ei]\b|\bregion[ei]\b/;
function onlyLocalTaxRaised(text: string): boolean {
  const sentences = text.split(/[.?!;]\s*/).filter((sentence) => INCREASE.test(sentence));
  return (
    /\baddizional/.test(text) &&
    sentences.every(
      (sentence) => LOCAL_TAX.test(sentence) && !/\brinnov|\barretrat|\btranche\b/.test(sentence),
    )
  );
}
// "Mi spiegate la regola?", "qual è l'aliquota e chi ne ha diritto?": the rule asked, not a yes or no.
const RULE_ASKED = /\bspieg\w*|\bregola\b|\bqual[ei]?\b|\bchi ne ha diritto\b|\bcome funziona\b/;

const SOURCES: Citation[] = [
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025)',
    article: null,
    text: 'Imposta sostitutiva del 5% sugli aumenti retributivi corrisposti nel 2026 in attuazione di rinnovi contrattuali sottoscritti dal 1° gennaio 2024 al 31 dicembre 2026, per i dipendenti privati con reddito di lavoro dipendente 2025 fino a 33.000 €; il lavoratore può rinunciare.',
    url: 'https://www.italpress.com/fisco-piu-leggero-sugli-aumenti-contrattuali/',
    date: '2026-02',
    confidence: 'medium',
  },
  {
    ccnl: 'Legge di Bilancio 2026 (L. 199/2025)',
    article: null,
    text: 'Circolare di sintesi della Legge di Bilancio 2026: tassazione al 5% degli incrementi da rinnovi contrattuali per redditi 2025 fino a 33.000 €.',
    url: 'https://www.interconsult.bz.it/it/circolari/2026/2026-01',
    date: '2026-01',
    confidence: 'medium',
  },
];

export function renewalTax(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // "in busta c'è una riga nuova, 'imposta sostitutiva 5% su incrementi CCNL': cos'è, spetta anche a me?": a
  // payslip's line whose tax the ask names is the tax asked, not a check of the payslip's figures.
  const lineTaxAsked = req.intent === 'payslip_check' && REDUCED.test(askingSentences(text).join(' '));
  // A follow-up on the increase after a question on the night surcharges' tax keeps that turn's intent
  // ("e l'aumento di gennaio, anche quello è tassato agevolato?"): the increase named alone is the subject.
  const surchargeKept =
    req.intent === 'overtime_value' &&
    !OTHER_PAY.test(text) &&
    !/\bnott[ei]\b|\bturn[oi]\b|\bdomenic|\bor[ae]\b/.test(text);
  if (
    !['renewal', 'payroll_rules', 'gross_to_net', 'minimum_pay'].includes(req.intent) &&
    !lineTaxAsked &&
    !surchargeKept
  )
    return undefined;
  // "e su quei soldi in più ci pago le tasse normali?": the increase the turn before told.
  const increase =
    (INCREASE.test(text) && !onlyLocalTaxRaised(text)) ||
    (BACK_TO_INCREASE.test(text) && INCREASE.test(lastTurn(ctx)));
  if (!increase || !TAXED.test(text) || otherPayTaxed(text) || payAskedWithoutIncrease(text))
    return undefined;
  const ordinary = ORDINARY_ASKED.test(text);
  if (!ordinary && !REDUCED.test(text) && !(FIVE_SAID.test(text) && TAXED.test(text))) return undefined;
  const [yes, no] = ordinary ? ['No', 'Sì'] : ['Sì', 'No'];
  // Several workers' incomes ("tra i 24 e i 27 mila"): the highest decides whether all are within the limit.
  const incomes = req.slots.amounts.filter((a) => a.value >= 1_000).map((a) => a.value);
  // An uploaded payslip's increase line and 2025 income: the month's tax on it leads (document-flat-tax.ts).
  const doc = documentIncreaseTax(ctx, 5);
  const income = incomes.length > 0 ? Math.max(...incomes) : doc?.income;
  const rule = `gli aumenti pagati nel 2026 per i rinnovi firmati dal 1° gennaio 2024 al 31 dicembre 2026 sono tassati con un'imposta sostitutiva del ${RATE} (al posto di IRPEF e addizionali) per chi nel 2025 ha avuto un reddito di lavoro dipendente fino a ${euro(INCOME_LIMIT)}`;
  const answer =
    income === undefined
      ? RULE_ASKED.test(askingSentences(text).join(' '))
        ? `${rule.charAt(0).toUpperCase()}${rule
            .slice(1)
            .replace(`del ${RATE}`, `del ${bold(RATE)}`)
            .replace(euro(INCOME_LIMIT), bold(euro(INCOME_LIMIT)))}; il lavoratore può rinunciare.`
        : `${yes}: ${rule}; il lavoratore può rinunciare.`
      : income <= INCOME_LIMIT
        ? `${yes}: con ${euro(income)} di reddito 2025 (non oltre ${euro(INCOME_LIMIT)}) l'aumento è tassato al ${bold(RATE)} con imposta sostitutiva, salvo rinuncia: ${rule}.${renewalIncreaseSentence(ctx, req, 5) || givenIncreaseTaxSentence(ctx, 5)}`
        : `${no}: con ${euro(income)} di reddito 2025 si supera il limite di ${euro(INCOME_LIMIT)}, quindi l'aumento è tassato con l'IRPEF ordinaria. La regola: ${rule}.`;
  return compose({
    answer: doc && (income === undefined || income <= INCOME_LIMIT) ? `${doc.sentence} ${answer}` : answer,
    steps: [
      `Condizione: reddito di lavoro dipendente 2025 ≤ ${euro(INCOME_LIMIT)}.`,
      `Aliquota: ${RATE}, sostitutiva di IRPEF e addizionali regionale e comunale; vale anche per gli aumenti pagati durante le assenze retribuite.`,
      'Vale per i rinnovi sottoscritti tra il 1° gennaio 2024 e il 31 dicembre 2026 (per esempio le tranche del CCNL Commercio di novembre 2025 e novembre 2026).',
    ],
    assumptions: [
      'Dipendente del settore privato; la tassazione agevolata si applica in busta salvo rinuncia scritta.',
    ],
    citations: SOURCES,
    related: ['Quali sono gli scaglioni IRPEF del 2026?'],
  });
}
