import type { TypedRequest } from '../reader/request.js';
import { serviceYears } from '../reader/service-length.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import type { LawFact } from './law-facts.js';
import { lawCitations } from './law-facts.js';
import { boldCalendarDays, calendarDays } from './notice-given.js';
import { inSeniorityBand } from './notice-rows.js';
import { agreementOf } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * A resignation in the maternity-protected period (D.Lgs. 151/2001, art. 55): during the pregnancy or before the
 * child turns one, it gives the indemnities due on dismissal, the NASpI among them, and no notice is owed; it must
 * be validated by the labour inspectorate. Asked by the employer or the worker ("è in congedo parentale con il
 * bambino di 8 mesi e vuole dimettersi: avrà la NASpI? il preavviso me lo deve dare?"): Sì to the NASpI, No to the
 * notice, and the agreement's dismissal notice for her level and service as what is due in its place. Read on
 * 2026-11-26.
 */
export const MATERNITY_RESIGNATION: LawFact = {
  figure: 'non è tenuta al preavviso',
  text: 'le dimissioni presentate durante la gravidanza o entro il primo anno di vita del bambino (il periodo del divieto di licenziamento) danno diritto alle indennità previste dalla legge e dal contratto per il licenziamento, NASpI compresa; vanno convalidate dall’Ispettorato territoriale del lavoro e chi si dimette {figure}. Lo stesso vale per il padre che ha fruito del congedo di paternità.',
  reference: 'D.Lgs. 151/2001, art. 55',
  sources: [
    {
      url: 'https://fisacvicenza.it/?p=7624',
      label:
        'Fisac Vicenza: dimissioni fino al primo anno di vita del bambino, indennità di licenziamento e NASpI, nessun preavviso (art. 55 D.Lgs. 151/2001)',
      date: null,
      confidence: 'medium',
    },
    {
      url: 'https://www.fisac-cgil.it/140505/11-convalida-delle-dimissioni',
      label:
        'Fisac CGIL: convalida delle dimissioni; entro l’anno di età del figlio equiparate al licenziamento (NASpI), senza preavviso',
      date: null,
      confidence: 'medium',
    },
  ],
};

// "voglio licenziarmi", "mi licenzio io": the worker's own resignation in her words.
const RESIGNS = /\bdimett\w*|\bdimission\w*|\bdimess[oa]\b|\blicenziarmi\b|\bmi licenzio\b/;
// The protected period told: pregnant, on maternity leave, or a child under one ("bambino di 8 mesi").
// ("il bambino di 8 mesi", "mio figlio ha 5 mesi", "la bimba che ha 10 mesi".)
const CHILD_MONTHS =
  /\b(?:bambin[oa]|bimb[oa]|figli[oa]|neonat[oa]|piccol[oa])\b[^.?]{0,20}?\b(?:di|ha|che ha|compie) (\d{1,2}) mesi\b/;
const PROTECTED =
  /\bincinta\b|\bgravidanz\w*|\bin maternita\b|\bcongedo (?:di )?maternita\b|\bmaternita obbligatori\w*/;
const ASKS_NASPI = /\bnaspi\b|\bdisoccupazion\w*/;
const ASKS_NOTICE = /\bpreavvis\w*/;

/** The answer on a resignation in the protected period, or undefined when the question tells no such case. */
export function maternityResignation(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!RESIGNS.test(text)) return undefined;
  const months = CHILD_MONTHS.exec(text);
  const protectedPeriod = months ? Number(months[1]) < 12 : PROTECTED.test(text);
  const naspi = ASKS_NASPI.test(text);
  const notice = ASKS_NOTICE.test(text);
  if (!protectedPeriod || !(naspi || notice)) return undefined;
  const fact = MATERNITY_RESIGNATION;
  const rule = fact.text.replace('{figure}', fact.figure);
  const parts: string[] = [];
  if (naspi)
    parts.push(
      `${bold('Sì')}: le dimissioni presentate entro il primo anno di vita del bambino danno diritto alla ${bold('NASpI')} come un licenziamento (${fact.reference}), con i requisiti contributivi ordinari e dopo la convalida dell’Ispettorato territoriale del lavoro.`,
    );
  const ccnl = agreementOf(ctx, req);
  const level = req.slots.level;
  const years = req.slots.seniorityYears ?? serviceYears(text);
  const row =
    ccnl && level && years !== undefined
      ? (ccnl.notice.by_level ?? [])
          .filter((r) => r.levels.includes(level) && !r.group)
          .find((r) => inSeniorityBand(r.seniority, years))
      : undefined;
  if (notice) {
    const due =
      ccnl && level && row?.licenziamento && years !== undefined
        ? ` Le spettano invece le indennità del licenziamento, compresa l’indennità sostitutiva del preavviso di licenziamento: nel ${ccnl.short_name} per il ${levelName(ccnl, level)} con ${Math.floor(years)} ${Math.floor(years) === 1 ? 'anno' : 'anni'} di anzianità (${row.seniority}) il preavviso di licenziamento è di ${boldCalendarDays(ccnl, row.licenziamento)}${row.dimissioni ? `, non i ${calendarDays(ccnl, row.dimissioni)} delle dimissioni` : ''}.`
        : ' Le spettano invece le indennità del licenziamento, compresa l’indennità sostitutiva del preavviso di licenziamento previsto dal contratto.';
    parts.push(
      `${naspi ? 'Il preavviso' : `${bold('No')}: il preavviso`} ${bold('non è dovuto')}: nel periodo tutelato chi si dimette ${fact.figure} (${fact.reference}, c. 5).${due}`,
    );
  }
  const answer = parts.join(' ');
  const law = lawCitations(fact, rule);
  const agreement =
    ccnl && row ? citeSources(ccnl, answer, ccnl.notice.article ?? null, ccnl.notice.sources) : [];
  return compose({
    answer,
    steps: [`La regola: ${rule.charAt(0).toUpperCase()}${rule.slice(1)}`],
    assumptions: [
      'Dimissioni presentate prima che il bambino compia un anno (o durante la gravidanza) e convalidate dall’Ispettorato territoriale del lavoro.',
    ],
    citations: [...law, ...agreement],
    related: [],
  });
}
