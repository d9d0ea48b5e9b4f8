import { indexOf, uploadedText } from '../kb/documents.js';
import { euro } from '../kb/format.js';
import { leaveKindsOf } from '../reader/asked-topic.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { type LawFact, lawCitations } from './law-facts.js';

/**
 * The INPS marriage allowance of a blue-collar worker in industry, crafts or cooperatives (C.C.I. 31 May 1941;
 * INPS message 2951/2023): 7 days of pay, paid by INPS, advanced by the employer in the payslip and recovered
 * from INPS. Read on 2026-11-30.
 */
export const MARRIAGE_ALLOWANCE: LawFact = {
  figure: 'a carico dell’INPS',
  text: 'l’assegno per congedo matrimoniale degli operai di aziende industriali, artigiane e cooperative vale 7 giornate di retribuzione ed è {figure}: il datore di lavoro lo anticipa in busta paga e lo recupera dall’INPS a conguaglio dei contributi; gli altri giorni del congedo previsti dal CCNL restano a carico dell’azienda.',
  reference: 'C.C.I. 31 maggio 1941; messaggio INPS n. 2951/2023',
  sources: [
    {
      url: 'https://ance.it/2023/08/inps-msg-n-2951-2023-assegno-per-congedo-matrimoniale',
      label:
        'ANCE: INPS, messaggio n. 2951/2023, assegno per congedo matrimoniale degli operai di industria e artigianato (8 giorni, assegno a carico dell’Istituto pari a 7 giorni di retribuzione)',
      date: '2023-08',
      confidence: 'medium',
    },
    {
      url: 'http://silvestri-livorno.blogautore.repubblica.it/2017/04/11/lassegno-per-il-congedo-matrimoniale/index.html',
      label:
        'la Repubblica, blog del consulente del lavoro: l’assegno per congedo matrimoniale, corrisposto dal datore di lavoro per conto dell’INPS, che ne chiede il rimborso',
      date: '2017-04-11',
      confidence: 'medium',
    },
  ],
};

/** The row or its payer asked ("una voce che si chiama …", "a quanto ammonta", "chi me la paga"). */
const ROW_ASKED =
  /\bvoce\b|\briga\b|\bquanto\b|\bimporto\b|\bchi (?:me |mi |ce |gli |le )?(?:la |lo |li |le )?pag\w*/;
const PAYSLIP = /\bbusta paga\b|\bcedolino\b|\bcompetenze\b/i;
/**
 * The payslip's marriage allowance row, read on the words whatever the spacing (an upload's lines may reach here
 * joined): "Ass. congedo matrim. c/INPS (anticipato)  7 gg  84,0000  588,00" is the label, the days and the amount.
 */
const ALLOWANCE_ROW =
  /((?:\p{L}+\.?\s+)?cong\p{L}*\.?\s+matrim\p{L}*\.?[^\d]{0,40}?\binps\b[^\d]{0,20}?)\s*(\d{1,2})\s*(?:gg|giorni)\b\s+(?:\d+,\d+\s+)?(\d{1,3}(?:\.\d{3})*,\d{2})(?!\d)/iu;

/**
 * "vedo la voce «Ass. congedo matrim. c/INPS»: a quanto ammonta e chi la paga?" beside a payslip with that row:
 * the row's amount and days read, then who pays it (INPS, advanced by the employer). Undefined otherwise.
 */
export function payslipMarriageAllowance(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!leaveKindsOf(question).includes('marriage') && !/\bmatrim\w*/.test(question)) return undefined;
  if (!/\binps\b/.test(question) || !ROW_ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    if (!PAYSLIP.test(text)) continue;
    const row = ALLOWANCE_ROW.exec(text.replace(/\s+/g, ' '));
    const [, label, days, amount] = row ?? [];
    if (!label || !amount) continue;
    const value = Number(amount.replace(/\./g, '').replace(',', '.'));
    const rule = MARRIAGE_ALLOWANCE.text.replace('{figure}', MARRIAGE_ALLOWANCE.figure);
    const lawLine = `Per legge (${MARRIAGE_ALLOWANCE.reference}) ${rule.replace(MARRIAGE_ALLOWANCE.figure, bold(MARRIAGE_ALLOWANCE.figure))}`;
    return compose({
      answer: `La voce «${label.trim()}» della busta paga «${document.fileName}» vale ${bold(euro(value))} (${days} giornate): è l’assegno per congedo matrimoniale pagato dall’${bold('INPS')}, che l’azienda ti anticipa in busta e poi recupera dall’INPS; il resto del congedo lo paga l’azienda.`,
      steps: [lawLine.charAt(0).toUpperCase() + lawLine.slice(1)],
      assumptions: ['Importo e giornate letti nella riga della busta paga.'],
      citations: [
        ...(passages[0] ? [citePassage(passages[0], `Documento caricato: ${document.fileName}`)] : []),
        ...lawCitations(MARRIAGE_ALLOWANCE, rule),
      ],
      related: [],
    });
  }
  return undefined;
}

/**
 * The law's marriage leave of a blue-collar worker, read on the ANCE page of MARRIAGE_ALLOWANCE (INPS message
 * 2951/2023): 8 consecutive days with an INPS allowance of 7 days' pay, unless the agreement gives more.
 */
export const WORKERS_MARRIAGE_LEAVE: LawFact = {
  figure: '8 giorni consecutivi',
  text: 'all’operaio di un’azienda industriale, artigiana o cooperativa che si sposa spetta un congedo matrimoniale di {figure}, con l’assegno INPS pari a 7 giorni di retribuzione (anticipato dal datore di lavoro in busta paga e recuperato dall’INPS). Il CCNL applicato può dare più giorni: quelli oltre l’assegno li paga l’azienda.',
  reference: MARRIAGE_ALLOWANCE.reference,
  sources: MARRIAGE_ALLOWANCE.sources,
};

const CLERK = /\bimpiegat\w*|\bquadro\b|\bdirigente\b/;

/**
 * "sono operaio in una fabbrica e mi sposo: paga l'INPS? quanti giorni?" with no agreement named: the law's
 * days and the INPS allowance answer (the agreement can only add days); undefined for a clerk, or when the INPS is
 * not named (the agreement's days are then what is asked).
 */
export function marriageByLaw(message: string): { lines: string[]; citations: Citation[] } | undefined {
  const text = readable(message);
  if (CLERK.test(text) || !/\binps\b/.test(text)) return undefined;
  const rule = WORKERS_MARRIAGE_LEAVE.text.replace('{figure}', WORKERS_MARRIAGE_LEAVE.figure);
  const line = `Per legge (${WORKERS_MARRIAGE_LEAVE.reference}) ${rule.replace(WORKERS_MARRIAGE_LEAVE.figure, bold(WORKERS_MARRIAGE_LEAVE.figure))}`;
  return {
    lines: [
      line.charAt(0).toUpperCase() + line.slice(1),
      'Per i giorni del tuo contratto indica il CCNL applicato (è scritto nella lettera di assunzione e in busta paga).',
    ],
    citations: lawCitations(WORKERS_MARRIAGE_LEAVE, rule),
  };
}
