import { indexOf, passagesText } from '../kb/documents.js';
import { decimal, figureValue, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { numericStartDate } from './document-facts.js';

/**
 * The TFR lines of an uploaded payslip asked as users ask them: the month's share ("quanto tfr ho maturato
 * questo mese?") read off its line; the whole fund ("in totale quanto ho di tfr?") as the fund the payslip
 * states plus the month's share when the fund is dated before the month; and the month's share checked
 * ("il tfr del mese è giusto?") against the payslip's own gross divided by 13,5 (art. 2120 c.c.), gross or
 * net of the 0,50% to the INPS guarantee fund. Undefined when the question is not about the TFR or the
 * payslip has no TFR line.
 */

const ASKS_TFR = /\btfr\b|\bliquidazione\b|\btrattamento di fine rapporto\b/;
const ASKS_FUND =
  /\b(?:in totale|totale|in tutto|accumulat\w*|accantonat\w* finora|fondo|finora|fino ad ora|ad oggi|messo da parte|maturato in tutto|complessiv\w*)\b/;
const ASKS_CHECK =
  /\bgiust[oa]\b|\bcorrett\w*|\bcalcol\w* (?:bene|giust\w*|correttamente)\b|\btorna\b|\bsbagliat\w*|\bverific\w*|\bcontroll\w*/;
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})*,\d{2})`;
const DAY = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
// "Imponibile TFR del mese: 2.100,00" is the month's base, not its share: a base line is never the share.
const MONTH_LINE = new RegExp(
  String.raw`(?<!\b(?:imponibile|utile|base|retribuzione)\s)\b(?:tfr|quota tfr|t\.f\.r\.)\s*(?:maturat\w*|accantonat\w*|del mese|mese|quota)[^\d\n]{0,30}${AMOUNT}`,
);
const FUND_LINE = new RegExp(
  String.raw`\b(?:fondo tfr|tfr (?:accumulat\w*|progressiv\w*|maturat\w* al|totale)|progressivo tfr|tfr a fondo)(?:\s*(?:al|fino al)\s*${DAY})?[^\d\n]{0,20}${AMOUNT}`,
);
const GROSS_LINE = new RegExp(
  String.raw`\b(?:imponibile tfr|retribuzione utile tfr|totale lordo|totale competenze|retribuzione lorda|lordo)\b[^\d\n]{0,20}${AMOUNT}`,
);
const TFR_BASE_LINE = new RegExp(
  String.raw`\b(?:imponibile tfr|retribuzione utile (?:ai fini )?(?:del )?tfr|base tfr)\b[^\d\n]{0,20}${AMOUNT}`,
);
const SOCIAL_BASE_LINE = new RegExp(
  String.raw`\bimponibile (?:previdenzial\w*|contributiv\w*|inps)\b[^\d\n]{0,20}${AMOUNT}`,
);
// "quanto resta dopo il contributo al Fondo di garanzia": the guarantee fund is not the TFR fund.
const GUARANTEE_FUND = /\bfondo (?:di )?garanzia\b/g;
const PERIOD = new RegExp(String.raw`\b(${MONTH_NAMES})\s+(20\d\d)\b`);
const euro = (value: number) => `${decimal(Math.round(value * 100) / 100)} €`;

// "e da quando sono assunto", "la mia data di assunzione": the hire date asked beside the TFR.
const ASKS_HIRE =
  /\bda quando (?:sono|e|sei|risulto|risulta) (?:stat[oa] )?assunt\w*|\bdata (?:di |dell'|della )?assunzion\w*|\bquando (?:sono|e|sei) (?:stat[oa] )?assunt\w*/;

/** " Risulti assunto dal 01/03/2019 (riga «Data assunzione»).", when the question asks it and the payslip says it. */
function hireAsked(question: string, text: string): string {
  if (!ASKS_HIRE.test(question)) return '';
  const day = numericStartDate(text);
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return ` Dalla busta risulti assunto dal ${bold(`${date}/${month}/${year}`)} (${italianDate(day)}).`;
}

export function documentTfr(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_TFR.test(question)) return undefined;
  const shareFromBase = tfrShareFromBase(ctx, question);
  if (shareFromBase) return shareFromBase;
  const doc = ctx.documents.find((d) => MONTH_LINE.test(fold(passagesText(d))));
  if (!doc) return undefined;
  const text = fold(passagesText(doc));
  const monthMatch = MONTH_LINE.exec(text);
  if (!monthMatch?.[1]) return undefined;
  const month = figureValue(monthMatch[1]);
  const file = `«${doc.fileName}»`;
  const first = indexOf(doc).passages[0];
  const citations = first ? [citePassage(first, `Documento caricato: ${doc.fileName}`)] : [];
  const period = PERIOD.exec(text);
  const periodText = period ? `${period[1]} ${period[2]}` : 'il mese della busta';
  if (ASKS_CHECK.test(question) || ASKS_CHECK.test(fold(ctx.message))) {
    const gross = GROSS_LINE.exec(text);
    if (!gross?.[1]) return undefined;
    const base = figureValue(gross[1]);
    const quota = base / 13.5;
    const net = quota - base * 0.005;
    const near = (a: number, b: number) => Math.abs(a - b) <= 0.02;
    const verdict = near(month, quota)
      ? `${bold(`Sì: ${euro(month)} è la quota giusta`)}: ${euro(base)} di retribuzione del mese diviso 13,5 fa ${euro(quota)}.`
      : near(month, net)
        ? `${bold(`Sì: ${euro(month)} è la quota giusta`)}, al netto dello 0,50% al Fondo di garanzia INPS: ${euro(base)} / 13,5 = ${euro(quota)}, meno lo 0,50% di ${euro(base)} (${euro(base * 0.005)}) fa ${euro(net)}.`
        : `${bold(`Non torna: la quota del mese sarebbe ${euro(quota)}`)} (${euro(base)} / 13,5), la busta indica ${euro(month)}: differenza ${euro(Math.abs(quota - month))}. Può dipendere da voci escluse dalla base del TFR dal contratto o da una base diversa dal lordo del mese: chiedi all'ufficio paghe su quale imponibile è calcolata.`;
    return compose({
      answer: verdict,
      steps: [
        '| Passaggio | Calcolo | Importo |',
        '| --- | --- | ---: |',
        `| Retribuzione del mese (dalla busta) | | ${euro(base)} |`,
        `| Quota TFR lorda | ${decimal(base)} / 13,5 | ${euro(quota)} |`,
        `| Contributo 0,50% al Fondo di garanzia | ${decimal(base)} × 0,50% | ${euro(base * 0.005)} |`,
        `| TFR del mese indicato in busta | | ${euro(month)} |`,
      ],
      assumptions: [
        'Quota annua = retribuzione utile / 13,5 (art. 2120 c.c.): la base è il lordo del mese letto sulla busta, salvo voci che il contratto esclude (rimborsi spese, voci occasionali).',
      ],
      citations,
      related: [],
    });
  }
  const fund = FUND_LINE.exec(text);
  if (ASKS_FUND.test(question.replace(GUARANTEE_FUND, ' ')) && fund) {
    const fundValue = figureValue(fund[4] ?? '0');
    const fundDay =
      fund[1] && fund[2] && fund[3]
        ? `${fund[3]}-${fund[2].padStart(2, '0')}-${fund[1].padStart(2, '0')}`
        : undefined;
    const monthIndex = period ? MONTHS.indexOf(period[1] ?? '') : -1;
    const monthStart =
      period && monthIndex >= 0 ? `${period[2]}-${String(monthIndex + 1).padStart(2, '0')}-01` : undefined;
    const before = fundDay && monthStart && fundDay < monthStart;
    const answer = before
      ? `Di TFR hai in tutto ${bold(euro(fundValue + month))}: ${euro(fundValue)} accantonati al ${italianDate(fundDay ?? '')} più ${euro(month)} maturati a ${periodText}, come indica ${file}.`
      : `Di TFR hai accantonato ${bold(euro(fundValue))}, come indica ${file}${fundDay ? ` al ${italianDate(fundDay)}` : ''}; a ${periodText} ne sono maturati ${euro(month)}.`;
    return compose({
      answer: `${answer}${hireAsked(question, text)}`,
      steps: [],
      assumptions: [
        'Il fondo indicato in busta non comprende la rivalutazione di fine anno (1,5% più il 75% dell’inflazione ISTAT), che si aggiunge ogni 31 dicembre.',
      ],
      citations,
      related: [],
    });
  }
  return compose({
    answer: `Nel mese (${periodText}) hai maturato ${bold(`${euro(month)} di TFR`)}, come indica ${file}${fund ? `; il fondo accantonato indicato è di ${euro(figureValue(fund[4] ?? '0'))}` : ''}.${hireAsked(question, text)}`,
    steps: [],
    assumptions: [
      'Il TFR del mese non si paga in busta: si accantona (in azienda o nel fondo pensione) e si riceve alla fine del rapporto.',
    ],
    citations,
    related: [],
  });
}

const documentText = (d: AgentContext['documents'][number]) => fold(passagesText(d));

/**
 * A payslip that states the month's TFR base but not its share ("Imponibile TFR del mese: 2.100,00"), asked the
 * month's share: computed as the base / 13,5 (art. 2120 c.c.), then net of the 0,50% to the INPS guarantee fund
 * on the social-security taxable pay (L. 297/1982), each step shown. Undefined when the payslip states the share.
 */
function tfrShareFromBase(ctx: AgentContext, question: string): AgentAnswer | undefined {
  if (ASKS_FUND.test(question.replace(GUARANTEE_FUND, ' ')) && !/\bdel mese\b|\bmaturat/.test(question))
    return undefined;
  const doc = ctx.documents.find((d) => {
    const text = documentText(d);
    return TFR_BASE_LINE.test(text) && !MONTH_LINE.test(text);
  });
  if (!doc) return undefined;
  const text = documentText(doc);
  const baseMatch = TFR_BASE_LINE.exec(text);
  if (!baseMatch?.[1]) return undefined;
  const base = figureValue(baseMatch[1]);
  const social = SOCIAL_BASE_LINE.exec(text);
  const socialBase = social?.[1] ? figureValue(social[1]) : base;
  const quota = Math.round((base / 13.5) * 100) / 100;
  const guarantee = Math.round(socialBase * 0.5) / 100;
  const net = Math.round((quota - guarantee) * 100) / 100;
  const period = PERIOD.exec(text);
  const periodText = period ? `${period[1]} ${period[2]}` : 'nel mese della busta';
  const file = `«${doc.fileName}»`;
  const first = indexOf(doc).passages[0];
  return compose({
    answer: `La quota di TFR maturata a ${periodText} è di ${bold(euro(quota))} (${euro(base)} ÷ 13,5); dopo il contributo dello 0,50% al Fondo di garanzia INPS (${euro(guarantee)}) restano ${bold(euro(net))}.`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Imponibile TFR del mese (da ${file}) | | ${euro(base)} |`,
      `| Quota TFR del mese | ${decimal(base)} ÷ 13,5 | ${euro(quota)} |`,
      `| Contributo 0,50% al Fondo di garanzia | ${decimal(socialBase)} × 0,50% | ${euro(guarantee)} |`,
      `| Quota al netto del contributo | ${decimal(quota)} − ${decimal(guarantee)} | ${euro(net)} |`,
    ],
    assumptions: [
      'Quota = retribuzione utile del mese ÷ 13,5 (art. 2120 c.c.); il contributo dello 0,50% al Fondo di garanzia (L. 297/1982) è calcolato sull’imponibile previdenziale e si detrae dalla quota di TFR.',
      'Il TFR del mese non si paga in busta: si accantona (in azienda o nel fondo pensione) e si riceve alla fine del rapporto.',
    ],
    citations: first ? [citePassage(first, `Documento caricato: ${doc.fileName}`)] : [],
    related: [],
  });
}
