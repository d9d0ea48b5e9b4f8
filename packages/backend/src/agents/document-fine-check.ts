import { indexOf, passagesText } from '../kb/documents.js';
import { euro } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A payslip's fine line checked against the agreement's disciplinary code ("la multa in busta è calcolata
 * giusta?"): the hours and hourly pay the line uses, against the code's heaviest fine (schema-discipline.ts) on
 * the hourly minimum the payslip states. Undefined when no document has a fine line with its hours and amount,
 * the payslip states no hourly minimum, or the agreement's code gives no fine in hours.
 */
const FINE_LINE =
  /\bmulta\b[^\n]*?\b(\d{1,2})\s*or[ae]\s*[x×*]\s*(\d{1,3},\d{2})\)?\s+(\d{1,3}(?:\.\d{3})*,\d{2})/;
const HOURLY_MINIMUM =
  /\b(?:minimo tabellare|paga base|minimo contrattuale) orari[oa]\b\D{0,30}(\d{1,3},\d{2})/;
const ASKS_CHECK =
  /\bcorrett\w*|\bgiust[ao]\b|\bregolar\w*|\bmassim\w*|\bpoteva\b|\bsbagliat\w*|\bverific\w*|\bcontroll\w*/;

const value = (written: string): number => Number(written.replace(/\./g, '').replace(',', '.'));

export function payslipFineCheck(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKS_CHECK.test(readable(ctx.message))) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const whole = passagesText(document);
    const text = fold(whole);
    const line = FINE_LINE.exec(text);
    const minimum = HOURLY_MINIMUM.exec(text)?.[1];
    const ccnl = ctx.kb.recognise(`${whole}\n${ctx.message}`)[0];
    const code = ccnl?.discipline;
    const maxHours = code?.fine_max_hours;
    if (!line || !minimum || !ccnl || !code || maxHours === undefined) continue;
    const [, hoursSaid = '', rateSaid = '', amountSaid = ''] = line;
    const hours = Number(hoursSaid);
    const rate = value(rateSaid);
    const charged = value(amountSaid);
    const hourlyMinimum = value(minimum);
    const ceiling = cents(maxHours * hourlyMinimum);
    const onMinimum = /minimo tabellare/.test(code.fine_basis ?? '');
    const right = charged <= ceiling + 0.005;
    const verdict = right
      ? `Sì: la multa trattenuta, ${bold(euro(charged))}, resta entro il massimo del ${ccnl.short_name}, ${bold(euro(ceiling))}.`
      : `No: la multa trattenuta è ${bold(euro(charged))} (${hours} ore × ${euro(rate)}), ma il ${ccnl.short_name} la limita a ${maxHours} ore${onMinimum ? ' di retribuzione oraria calcolata sul minimo tabellare' : ''}: l'azienda poteva trattenere al massimo ${bold(euro(ceiling))} (${maxHours} × ${euro(hourlyMinimum)}), ${euro(cents(charged - ceiling))} in meno.`;
    const first = passages.find((p) => /multa/i.test(p.text)) ?? passages[0];
    return compose({
      answer: verdict,
      steps: [
        `Massimo: ${maxHours} ore × ${euro(hourlyMinimum)} (minimo tabellare orario del cedolino) = ${euro(ceiling)}.`,
        `In busta: ${hours} ore × ${euro(rate)} = ${euro(charged)}.`,
      ],
      assumptions: [
        'Il minimo tabellare orario è quello indicato nel cedolino; superminimo e scatti non entrano nella base della multa quando il CCNL la calcola sul minimo tabellare.',
      ],
      citations: [
        ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
        ...citeSources(
          ccnl,
          `${ccnl.short_name}, provvedimenti disciplinari: multa fino a ${maxHours} ore${code.fine_basis ? ` di ${code.fine_basis}` : ''}`,
          code.article ?? null,
          code.sources,
          1,
        ),
      ],
      related: [],
    });
  }
  return undefined;
}
