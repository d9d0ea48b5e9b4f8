import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { WHO_PAYS } from './cassa-edile.js';
import type { Measure } from './compare-cells.js';
import { bold } from './compose.js';

// "ho sentito che le ferie degli operai non le paga l'impresa": the payer doubted, said as a claim.
const PAYER_DOUBTED = /\bnon (?:l[aei] |gliel[aei] )?(?:pag|vers|erog)\w* (?:l'impresa|l'azienda|il datore)/;

/** The share of pay an agreement's 13th-month text says is set aside at the Cassa Edile for `name`. */
function cassaShare(ccnl: Ccnl, name: RegExp): number | undefined {
  const text = ccnl.monthly_payments?.text ?? '';
  if (!/cassa edile/i.test(text)) return undefined;
  const m = new RegExp(`${name.source}[^()]{0,20}\\((\\d+(?:,\\d+)?)\\s*%\\)`).exec(text);
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}

/**
 * "e chi le paga?" after a comparison of holidays (or of the 13th month) with the building agreement: who pays
 * in each agreement, first. A building operaio's holidays and Christmas bonus are set aside every month at the
 * Cassa Edile, which pays them (the agreement's own percentage); elsewhere the employer pays them in the payslip.
 * Undefined when no payer is asked, the subject is neither, or no compared agreement goes through a Cassa Edile.
 */
export function payerOpening(
  text: string,
  agreements: Ccnl[],
  measure: Measure | undefined,
): { opening: string; citations: Citation[] } | undefined {
  if (!WHO_PAYS.test(text) && !PAYER_DOUBTED.test(text)) return undefined;
  const holiday = measure === 'ferie';
  if (!holiday && measure !== 'mensilita') return undefined;
  const name = holiday ? /ferie/ : /gratifica natalizia/;
  const shares = agreements.map((c) => cassaShare(c, name));
  if (shares.every((s) => s === undefined)) return undefined;
  const what = holiday ? 'le ferie' : 'la tredicesima (gratifica natalizia)';
  const pronoun = holiday ? 'le' : 'la';
  // The agreement that goes through the Cassa Edile first: it is the one the doubt is about.
  const order = agreements
    .map((_c, i) => i)
    .sort((a, b) => Number(shares[a] === undefined) - Number(shares[b] === undefined));
  const each = order.map((i) => {
    const c = agreements[i] as Ccnl;
    const share = shares[i];
    return share === undefined
      ? `nel ${c.short_name} ${what} ${pronoun} paga il datore di lavoro, in busta paga`
      : `nel ${c.short_name} ${what} degli operai ${bold(`${pronoun} paga la Cassa Edile`)}, non l'impresa: l'impresa accantona ogni mese ${/^(?:8|11)/.test(String(share)) ? "l'" : 'il '}${bold(percent(share).replace(/^(\d+),(\d)%$/, '$1,$20%'))} della retribuzione e la Cassa paga il lavoratore (per gli impiegati paga l'impresa)`;
  });
  const [head = '', ...rest] = each;
  return {
    opening: `${head.charAt(0).toUpperCase()}${head.slice(1)}${rest.length ? `; ${rest.join('; ')}` : ''}.\n\n`,
    citations: order
      .filter((i) => shares[i] !== undefined)
      .flatMap((i) => {
        const c = agreements[i] as Ccnl;
        const rule = c.monthly_payments;
        return citeSources(c, `Mensilità: ${rule.text}`, rule.article ?? null, rule.sources, 1);
      }),
  };
}
