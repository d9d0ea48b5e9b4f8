import { euro, italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { Discipline } from '../kb/schema-discipline.js';
import { parseDate } from '../reader/parse-date.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, type Citation, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { sanctionAmount } from './discipline-amount.js';
import {
  type DisciplineAspect,
  disciplineAspects,
  disciplineSubject,
  toldHourlyPay,
  toldSuspensionDays,
} from './discipline-asked.js';
import { DISMISSAL_APPEAL, STATUTE_ART7 } from './discipline-law.js';
import { lawCitations } from './law-facts.js';

/**
 * Disciplinary questions (issue 12's class «discipline»): the agreement's code from its `discipline` topic
 * (schema-discipline.ts) — the heaviest fine in hours and in euro on an hourly pay given, the longest
 * suspension or its bands, the days to reply and when the reply counts as accepted, the absences that allow a
 * dismissal — beside the law's frame (art. 7 of the Statuto dei lavoratori, the dismissal's 60 + 180 days).
 * Where the agreement's code is not in the knowledge base, that is said plainly and the law's ceilings follow.
 * Uploaded letters are left to document-discipline.ts. Undefined when the message is not on discipline.
 */

const LAW_FINE_HOURS = 4;
const LAW_SUSPENSION_DAYS = 10;
const LAW_REPLY_DAYS = 5;

interface Part {
  lines: string[];
  citations: Citation[];
}

const cite = (ccnl: Ccnl, d: Discipline, text: string): Citation[] =>
  citeSources(
    ccnl,
    `${ccnl.short_name}, provvedimenti disciplinari: ${text}`,
    d.article ?? null,
    d.sources,
    2,
  );

const law = (text: string): Citation[] => lawCitations(STATUTE_ART7, text);

const NO_CODE = 'non è nella base di conoscenza';
const LAW_CEILINGS = `Per legge (art. 7 dello Statuto dei lavoratori) la multa non può superare ${bold(`${LAW_FINE_HOURS} ore`)} della retribuzione base e la sospensione dal servizio e dalla retribuzione ${bold(`${LAW_SUSPENSION_DAYS} giorni`)}.`;

function noCode(ccnl: Ccnl, what: string): string {
  return `${bold(`Il codice disciplinare del ${ccnl.short_name} ${NO_CODE}`)} (${what}): non invento il dato.`;
}

function finePart(ccnl: Ccnl, d: Discipline | undefined, rate: number | undefined): Part {
  const hours = d?.fine_max_hours;
  if (!d || hours === undefined) {
    const amount = rate
      ? `: con ${euro(rate)} l'ora, al massimo ${bold(euro(LAW_FINE_HOURS * rate))} (${LAW_FINE_HOURS} × ${euro(rate)})`
      : '';
    return {
      lines: [
        `${noCode(ccnl, 'multa massima')} Per legge la multa non può superare ${bold(`${LAW_FINE_HOURS} ore`)} della retribuzione base${amount}.`,
      ],
      citations: law('la multa non può superare 4 ore della retribuzione base'),
    };
  }
  const basis = d.fine_basis ? ` di ${d.fine_basis}` : '';
  const where = d.fine_destination ? `, da versare ${d.fine_destination}` : '';
  const text = `multa non superiore a ${hours} ore${basis}${where}`;
  const amount = rate
    ? ` Con ${euro(rate)} l'ora la multa massima è ${bold(euro(Math.round(hours * rate * 100) / 100))} (${hours} × ${euro(rate)}).`
    : '';
  return {
    lines: [
      `Nel ${ccnl.short_name} la multa può arrivare al massimo a ${bold(`${hours} ore`)}${basis}${where}.${amount}`,
    ],
    citations: cite(ccnl, d, text),
  };
}

function suspensionPart(
  ccnl: Ccnl,
  d: Discipline | undefined,
  told: number | undefined,
  renewal: boolean,
): Part {
  const max = d?.suspension_max_days;
  if (!d || max === undefined)
    return {
      lines: [
        `${noCode(ccnl, 'durata massima della sospensione')} Per legge la sospensione dal servizio e dalla retribuzione non può superare ${bold(`${LAW_SUSPENSION_DAYS} giorni`)}.`,
      ],
      citations: law('sospensione dal servizio e dalla retribuzione fino a 10 giorni'),
    };
  const bands = d.suspension_bands?.length
    ? ` in due fasce, ${d.suspension_bands.map((b) => bold(b)).join(' e ')}${d.suspension_before ? ` (prima: ${d.suspension_before})` : ''}`
    : '';
  const since = renewal && d.applies_from ? ` Così dal rinnovo del ${italianDate(d.applies_from)}.` : '';
  const over =
    told !== undefined
      ? told > max
        ? ` ${bold(`${told} giorni superano il massimo di ${max} giorni`)} previsto dal contratto: una sospensione più lunga non è consentita.`
        : ` ${told} giorni rientrano nel massimo di ${max}.`
      : '';
  return {
    lines: [
      `Nel ${ccnl.short_name} la sospensione dal lavoro e dalla retribuzione può durare al massimo ${bold(`${max} giorni`)}${bands}.${since}${over}`,
    ],
    citations: cite(
      ccnl,
      d,
      `sospensione fino a ${max} giorni${bands ? ` (${d.suspension_bands?.join(', ')})` : ''}`,
    ),
  };
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function replyPart(ccnl: Ccnl | undefined, d: Discipline | undefined, delivered: string | undefined): Part {
  const days = d?.reply_days ?? LAW_REPLY_DAYS;
  const own = d?.reply_days !== undefined && ccnl;
  const due = delivered
    ? ` Dalla consegna del ${italianDate(delivered)} il termine scade il ${bold(italianDate(addDays(delivered, days)))}.`
    : '';
  const line = own
    ? `Nel ${ccnl.short_name} hai ${bold(`${days} giorni`)} dalla contestazione scritta per presentare le giustificazioni, per iscritto o a voce con un rappresentante sindacale: prima la sanzione non può essere data.${due}`
    : `Per legge hai ${bold(`${days} giorni`)} dalla contestazione scritta per presentare le giustificazioni, per iscritto o chiedendo di essere sentito con un rappresentante sindacale: prima l'azienda non può dare sanzioni più gravi del rimprovero verbale (il CCNL può dare un termine più lungo).${due}`;
  return {
    lines: [line],
    citations:
      own && d
        ? cite(ccnl, d, `${days} giorni per le giustificazioni`)
        : law('5 giorni per le giustificazioni'),
  };
}

function acceptedPart(ccnl: Ccnl | undefined, d: Discipline | undefined): Part {
  const days = d?.accepted_after_days;
  if (!ccnl || !d || days === undefined)
    return {
      lines: [
        ccnl
          ? `${noCode(ccnl, 'termine dopo cui le giustificazioni si intendono accolte')} La legge non fissa un termine: conta quello del CCNL applicato.`
          : 'Dopo quanti giorni le giustificazioni si intendono accolte lo fissa il CCNL applicato: dimmi quale.',
      ],
      citations: [],
    };
  return {
    lines: [
      `Nel ${ccnl.short_name}, se il provvedimento non arriva entro ${bold(`${days} giorni`)} dalla scadenza del termine di ${d.reply_days ?? LAW_REPLY_DAYS} giorni per le giustificazioni, ${bold('le giustificazioni si intendono accolte')}.`,
    ],
    citations: cite(ccnl, d, `giustificazioni accolte se il provvedimento non arriva entro ${days} giorni`),
  };
}

function fieldPart(
  ccnl: Ccnl,
  d: Discipline | undefined,
  field: 'absence_dismissal' | 'absence_justify_by' | 'recidiva' | 'fine_destination',
  what: string,
  say: (value: string) => string,
): Part {
  const value = d?.[field];
  if (!d || value === undefined)
    return { lines: [`${noCode(ccnl, what)}${d?.gap ? ` ${d.gap}` : ''}`], citations: [] };
  return { lines: [say(value)], citations: cite(ccnl, d, value) };
}

function partsFor(
  ccnl: Ccnl,
  aspects: DisciplineAspect[],
  ctx: AgentContext,
  texts: readonly string[],
): Part[] {
  const d = ccnl.discipline;
  const has = (a: DisciplineAspect) => aspects.includes(a);
  const parts: Part[] = [];
  const delivered = parseDate(ctx.message);
  if (has('absence'))
    parts.push(
      fieldPart(
        ccnl,
        d,
        'absence_dismissal',
        'assenze che consentono il licenziamento',
        (v) =>
          `Nel ${ccnl.short_name}: ${bold(v)}. Sotto quella soglia l'assenza ingiustificata si punisce con una sanzione conservativa (multa o sospensione), dopo la contestazione scritta.`,
      ),
    );
  if (has('absence_justify'))
    parts.push(
      fieldPart(
        ccnl,
        d,
        'absence_justify_by',
        'termine per giustificare l’assenza',
        (v) =>
          `Nel ${ccnl.short_name} l'assenza va giustificata ${bold(v)}; altrimenti può essere punita con una sanzione disciplinare.`,
      ),
    );
  if (has('recidiva'))
    parts.push(
      fieldPart(
        ccnl,
        d,
        'recidiva',
        'recidiva che consente il licenziamento',
        (v) => `Nel ${ccnl.short_name}: ${bold(v)}.`,
      ),
    );
  if (has('destination'))
    parts.push(
      fieldPart(
        ccnl,
        d,
        'fine_destination',
        'destinazione della multa',
        (v) =>
          `No: nel ${ccnl.short_name} l'importo della multa va versato ${bold(v)}, non resta all'azienda.`,
      ),
    );
  if (has('fine') || (has('absence') && !d?.absence_dismissal))
    parts.push(finePart(ccnl, d, toldHourlyPay(ctx.message)));
  if (has('suspension') || has('renewal') || (has('absence') && !d?.absence_dismissal))
    parts.push(suspensionPart(ccnl, d, toldSuspensionDays(texts), has('renewal')));
  if (has('accepted')) parts.push(acceptedPart(ccnl, d));
  else if (has('reply')) parts.push(replyPart(ccnl, d, delivered));
  return parts;
}

/** The answer to a disciplinary question, or undefined when the message is on something else. */
export function disciplineAnswer(ctx: AgentContext): AgentAnswer | undefined {
  // An agreement the knowledge base does not hold (credito ABI) is said as such (not-held-first.ts, coverage.ts).
  if (ctx.documents.length || ctx.request?.intent === 'agreement_not_covered') return undefined;
  const before = ctx.history?.at(-1);
  if (!disciplineSubject(ctx.message, before)) return undefined;
  const aspects = disciplineAspects(ctx.message, before);
  if (!aspects.length) return undefined;
  const texts = [ctx.message, ...(ctx.history ?? []).toReversed()];
  let agreements = targetAgreements(ctx).agreements;
  if (!agreements.length && before) agreements = ctx.kb.recognise(texts.join('\n'));
  agreements = agreements.slice(0, 2);
  const parts: Part[] = [];
  const lawOnly = aspects.every((a) => a === 'appeal_sanction' || a === 'appeal_dismissal' || a === 'reply');
  if (aspects.includes('appeal_dismissal'))
    parts.push({
      lines: [
        `Per legge il licenziamento va impugnato entro ${bold('60 giorni')} dalla comunicazione scritta, con qualsiasi atto scritto; poi entro i successivi ${bold('180 giorni')} va depositato il ricorso in tribunale (o chiesta la conciliazione o l'arbitrato), altrimenti l'impugnazione perde efficacia.`,
      ],
      citations: lawCitations(DISMISSAL_APPEAL, DISMISSAL_APPEAL.text),
    });
  else if (aspects.includes('appeal_sanction'))
    parts.push({
      lines: [
        `Per legge puoi impugnare la sanzione chiedendo, ${bold('entro 20 giorni')} dalla sua applicazione e tramite l'Ispettorato del lavoro, la costituzione di un collegio di conciliazione e arbitrato: fino alla decisione la sanzione resta sospesa. In alternativa puoi ricorrere al giudice.`,
      ],
      citations: law('impugnazione entro 20 giorni davanti al collegio di conciliazione e arbitrato'),
    });
  if (!agreements.length) {
    if (!lawOnly && !aspects.includes('appeal_sanction') && !aspects.includes('appeal_dismissal'))
      return undefined;
    if (aspects.includes('reply') && !aspects.some((a) => a.startsWith('appeal')))
      parts.push(replyPart(undefined, undefined, parseDate(ctx.message)));
  } else {
    const own = aspects.filter((a) => a !== 'appeal_sanction' && a !== 'appeal_dismissal');
    for (const ccnl of agreements) parts.push(...partsFor(ccnl, own, ctx, texts));
  }
  if (!parts.length) return undefined;
  // A fine or suspension asked in euro: the amount first; the law's ceilings are known, so no gap is said.
  const amount = agreements.length
    ? sanctionAmount(ctx, ctx.request as TypedRequest | undefined, texts.slice(1))
    : undefined;
  const frame = `Per legge (art. 7 dello Statuto dei lavoratori) ogni sanzione più grave del rimprovero verbale richiede la contestazione scritta e ${LAW_REPLY_DAYS} giorni per le giustificazioni; la multa non supera ${LAW_FINE_HOURS} ore di retribuzione base e la sospensione ${LAW_SUSPENSION_DAYS} giorni; la sanzione si impugna entro 20 giorni.`;
  const lines = parts.flatMap((p) => p.lines);
  if (amount) {
    const held = lines.filter((l) => !l.includes(NO_CODE));
    return compose({
      answer: [amount.line, ...held, held.length ? '' : LAW_CEILINGS].filter(Boolean).join('\n\n'),
      steps: [...amount.steps, frame],
      assumptions: amount.assumptions,
      citations: [...amount.citations, ...parts.flatMap((p) => p.citations), ...law(STATUTE_ART7.text)],
      related: [],
    });
  }
  return compose({
    answer: lines.join('\n\n'),
    steps: [frame],
    citations: [...parts.flatMap((p) => p.citations), ...law(STATUTE_ART7.text)],
    related: [],
  });
}
