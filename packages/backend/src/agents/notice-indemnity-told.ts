import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * The indemnity in lieu of notice on a notice and a pay the question tells ("il preavviso per il mio livello è di
 * 2 mesi, prendo 1.320 lordi, ho tredicesima e quattordicesima"): months × the monthly pay, with the shares of the
 * 13th and 14th when the story says the worker has them (art. 2118 c.c.; the indemnity is the pay of fact the
 * notice would have earned, the deferred payments included). No agreement or level is needed then.
 */

const MONTH_WORDS: Record<string, number> = { un: 1, uno: 1, due: 2, tre: 3, quattro: 4, sei: 6 };
// "il preavviso … è di 2 mesi", "preavviso di due mesi", "2 mesi di preavviso".
const NOTICE_MONTHS =
  /\bpreavviso\b[^.?!]{0,80}?\b(?:e|sono|di|pari a)\s+(\d|un|uno|due|tre|quattro|sei)\s+mes[ei]\b|\b(\d|un|uno|due|tre|quattro|sei)\s+mes[ei] di preavviso\b/;
const THIRTEENTH = /\btredicesim|\b13 ?(?:a|ª)\b|\b1[34] mensilit/;
const FOURTEENTH = /\bquattordicesim|\b14 ?(?:a|ª)\b|\b14 mensilit/;

function noticeMonths(text: string): number | undefined {
  const m = NOTICE_MONTHS.exec(text);
  const word = m?.[1] ?? m?.[2];
  if (!word) return undefined;
  return MONTH_WORDS[word] ?? Number(word);
}

/** The extra monthly payments the story gives the worker: 2 with the 14th, 1 with the 13th alone, 0 when unsaid. */
export function extraPaymentsTold(text: string, req: TypedRequest): number {
  if (FOURTEENTH.test(text) || req.slots.payments === 14) return 2;
  if (THIRTEENTH.test(text) || req.slots.payments === 13) return 1;
  return 0;
}

export function noticeIndemnityTold(text: string, req: TypedRequest): AgentAnswer | undefined {
  const months = noticeMonths(text);
  const monthly = req.slots.amounts.find((a) => a.kind === 'monthly_gross')?.value;
  if (!months || monthly === undefined || monthly >= 10_000) return undefined;
  const extra = extraPaymentsTold(text, req);
  const share = cents(monthly / 12);
  const full = cents(monthly + share * extra);
  const total = cents(full * months);
  const shares =
    extra === 2
      ? `rateo di 13ª ${euro(share)} e rateo di 14ª ${euro(share)}`
      : extra === 1
        ? `rateo di 13ª ${euro(share)}`
        : '';
  const monthsSaid = `${months} ${months === 1 ? 'mese' : 'mesi'}`;
  return compose({
    answer: `Con un preavviso di ${monthsSaid} e ${euro(monthly)} lordi al mese${extra ? ` (${shares} compresi)` : ''}, l’indennità sostitutiva del preavviso è di ${bold(`${euro(total)} lordi`)}.`,
    steps: [
      'Indennità sostitutiva del preavviso (art. 2118 c.c.): la retribuzione che sarebbe spettata per il periodo di preavviso non lavorato, ratei delle mensilità aggiuntive compresi.',
      ...(extra
        ? [
            `Ratei: ${euro(monthly)} / 12 = ${euro(share)} per mensilità aggiuntiva; retribuzione mensile ${euro(monthly)}${` + ${euro(share)}`.repeat(extra)} = ${euro(full)}.`,
          ]
        : []),
      `Calcolo: ${euro(full)} × ${monthsSaid} = ${euro(total)}.`,
    ],
    assumptions: [
      'La durata del preavviso è quella indicata; la retribuzione indicata è quella mensile di fatto (superminimi e scatti compresi).',
      ...(extra
        ? []
        : [
            'Senza tredicesima né quattordicesima indicate: se spettano, i loro ratei (1/12 ciascuno) si aggiungono.',
          ]),
    ],
    citations: [],
    related: [],
  });
}
