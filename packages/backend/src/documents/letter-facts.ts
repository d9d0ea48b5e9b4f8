/**
 * "qual è la data di assunzione e il livello indicato?" of an uploaded letter (hiring, dismissal, resignation) or
 * payslip: the facts it states about the relationship, read off it — the day service started and the level in
 * the agreement it names — each in bold, not a quote cut before them.
 */

import { type Citation, citeSources } from '../agents/answer.js';
import { statedAgreement } from '../agents/document-facts.js';
import { firstDay, levelOf, startDate } from '../agents/document-request.js';
import { italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import type { KnowledgeBase } from '../kb/knowledge-base.js';
import type { Ccnl } from '../kb/schema.js';
import { topicFact } from '../kb/topics.js';
import { readable } from '../reader/text.js';

const ASKS_HIRE_DATE =
  /\bdata (?:di )?(?:assunzione|inizio (?:del )?rapporto)\b|\b(?:da )?quando (?:parte|decorre|inizia|comincia)\b|\bquando (?:e|sono|sei) stat[oa] assunt\w*|\bda quando (?:e|sono|lavora|lavoro|e in servizio|passo|vengo|entro|inizio|comincio)\b|\binizio del rapporto\b|\bassunt[oa] (?:il|in che data)\b|\b(?:da )?(?:che|quale) (?:giorno|data) (?:comincio|inizio|parto|entro in servizio|comincia|inizia|parte)\b|\bquando (?:comincio|inizio|parto|prendo servizio|entro in servizio)\b/;
const ASKS_LEVEL =
  /\b(?:qual|quale|che|in che|a che) (?:e )?(?:il )?livell\w*|\blivello (?:indicato|riportato|scritto|di inquadramento)\b|\binquadramento\b(?! (?:al|nel|come|a|in)\b)|\be il livello\b/;

/** The job the letter gives asked ("che mansione mi hanno messo?", "con che qualifica?"). */
export const ASKS_ROLE = /\bmansion\w*|\bqualific\w*/;
/** The last day of a fixed term or its extension asked ("fino a quando lavoro?", "quando scade?"). */
export const ASKS_END =
  /\bfino a (?:quando|che (?:data|giorno))\b|\bquando (?:finisce|scade|termina)\b|\bdata di (?:scadenza|fine)\b/;
// "qualifica: cameriere di sala;", "con la qualifica di commessa addetta alla vendita,", "mansione (addetto …)".
const ROLE_STATED = /\b(?:qualifica|mansione)\s*(?::|\(|di\b)\s*([^;\n,.()]{3,60})/i;
// "la proroga del rapporto fino al 31 ottobre 2026", "scadenza: 30/06/2027", "fino al 31/03/2027".
const END_STATED = new RegExp(
  String.raw`\b(?:prorog\w*[^.\n]{0,60}?\bfino al|fino al|scadenza(?: contratto)?\s*[:-]?|cesser\w* il)\s*((\d{1,2})(?:°|º)? (${MONTH_NAMES}) (20\d\d)|(\d{1,2})/(\d{1,2})/(20\d\d))`,
  'i',
);

/** The last day the letter states, an extension's before any other ("AAAA-MM-GG"). */
function statedEnd(text: string): string | undefined {
  const lower = text.toLowerCase();
  const m = END_STATED.exec(lower.replace(/\bscadenza originari\w*[^,\n]*/g, ''));
  if (!m) return undefined;
  const [y, mo, d] = m[4]
    ? [m[4], MONTHS.indexOf(m[3] ?? '') + 1, Number(m[2])]
    : [m[7] ?? '', Number(m[6]), Number(m[5])];
  return mo < 1 ? undefined : `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const ASKS_PAY = /\bretribuzion\w*|\bstipendi\w*|\bquanto (?:\w+ ){0,3}?(?:pag|prend|dann?o)\w*|\blord[oa]\b/;
// "retribuzione lorda mensile: euro 1.695,69 (paga base conglobata)", "stipendio lordo mensile € 1.850,00".
const PAY_STATED =
  /\b((?:retribuzione|stipendio|paga) (?:lord[oa] )?(?:mensile|annua|annuale)?(?: lord[oa])?)\s*[:-]?\s*(?:euro|eur|€)?\s*(\d{1,3}(?:\.\d{3})*,\d{2})(?:\s*€)?(\s*\([^)\n]{3,40}\))?/i;

/** The working week asked ("quante ore faccio a settimana?", "che orario ho?"). */
export const ASKS_HOURS = /\bquante ore\b|\bore (?:a|alla|per|di) settimana\b|\bore settimanali\b|\borario\b/;
/** The number of monthly payments asked ("in quante mensilità mi pagano?"). */
export const ASKS_PAYMENTS = /\bmensilit/;
// "tempo parziale 24 ore settimanali", "orario di 38 ore a settimana".
const HOURS_STATED =
  /\b(\d{1,2}(?:[.,]\d{1,2})?)\s*ore\s+(?:settimanali|a settimana|alla settimana|per settimana)\b/i;
// "corrisposta in 14 mensilità", "13 (tredici) mensilità".
const PAYMENTS_STATED = /\b(1[2-6](?:[.,]5)?)\s*(?:\(\w+\)\s*)?mensilit\S*/i;

/** "**24 ore settimanali** (tempo parziale)": the week the letter states, with the part-time it names there. */
function statedHours(text: string): string | undefined {
  const m = HOURS_STATED.exec(text);
  if (!m) return undefined;
  const line = text.slice(text.lastIndexOf('\n', m.index) + 1, text.indexOf('\n', m.index) >>> 0);
  const part = /tempo parziale|part[- ]?time/i.test(line) ? ' (tempo parziale)' : '';
  return `orario **${m[1]} ore settimanali**${part}`;
}

/**
 * The monthly payments the letter states, else the agreement's own count with its source (a letter silent on
 * them is paid as its agreement says); undefined when neither is known.
 */
function statedPayments(
  text: string,
  ccnl: Ccnl | undefined,
): { part: string; citations: Citation[] } | undefined {
  const m = PAYMENTS_STATED.exec(text);
  if (m) return { part: `retribuzione in **${m[1]} mensilità**`, citations: [] };
  const fact = ccnl ? topicFact(ccnl, 'mensilita', '') : undefined;
  if (!ccnl || !fact?.short) return undefined;
  return {
    part: `mensilità: la lettera non le indica; il ${ccnl.short_name} ne prevede **${fact.short}**`,
    citations: citeSources(ccnl, fact.text ?? fact.short, fact.article, ccnl.monthly_payments.sources, 1),
  };
}

/**
 * The agreement as the document names it ("CCNL Terziario, Distribuzione e Servizi (Confcommercio)"), when those
 * words name the agreement it was recognised as; undefined otherwise.
 */
function writtenAgreement(kb: KnowledgeBase, text: string, id: number): string | undefined {
  for (const m of text.matchAll(/\bccnl\b\s*(?:applicato\s*)?[:-]?\s*([^\n;]{3,90})/gi)) {
    let name = (m[1] ?? '').split(/\.(?:\s|$)/)[0] ?? '';
    const cut = name.search(
      /,?\s*(?:\blivell|\bliv\b|\bcategori|\binquadr|\bqualific|\bmansion|\bper\b|\s-\s|,\s*(?:orario|tempo|full|part|decorr|dal|con|a tempo|\d|(?:le|la|gli|si|ci|vi)\s))/i,
    );
    if (cut > 0) name = name.slice(0, cut);
    // A bracket opened in the name is closed there; one only closed belongs to the sentence around it.
    if ((name.match(/\(/g) ?? []).length < (name.match(/\)/g) ?? []).length)
      name = name.replace(/\)[^)]*$/, '');
    name = name.replace(/[\s,]+$/, '').trim();
    if (name && kb.recognise(name)[0]?.id_categoria === id) return `CCNL ${name}`;
  }
  return undefined;
}

/**
 * The line stating the hiring letter's facts asked (level, start, probation, hours, payments) and the citations of
 * the agreement's figures it adds (`agreement`: the one checked); undefined when the question asks none of them,
 * asks another subject too, or the document does not state what is asked.
 */
export function letterFactsAnswer(
  question: string,
  kb: KnowledgeBase,
  fileName: string,
  text: string,
  agreement?: Ccnl,
): { line: string; citations: Citation[] } | undefined {
  // Read with its typos mended ("l'asunzione").
  const folded = readable(question);
  const date = ASKS_HIRE_DATE.test(folded);
  const level = ASKS_LEVEL.test(folded);
  // "quanto dura la prova e che retribuzione lorda mensile mi danno?": the probation and the pay the letter states.
  const payAsked = ASKS_PAY.test(folded);
  const probationAsked = /\bprova\b/.test(folded);
  // (The probation alone, when the letter states it under its label: "periodo di prova: 30 (trenta) giorni".)
  const labelled = /\bperiodo di prova\s*:/i.test(text);
  // "quanto dura la prova, quante ore faccio e in quante mensilità mi pagano?": the week and the payments too (a
  // probation asked beside them only under its label; a sentence "è di 60 giorni…" is quoted by the passages).
  const hoursAsked = ASKS_HOURS.test(folded);
  const paymentsAsked = ASKS_PAYMENTS.test(folded);
  const roleAsked = ASKS_ROLE.test(folded);
  const endAsked = ASKS_END.test(folded);
  const items = [probationAsked, payAsked, hoursAsked, paymentsAsked].filter(Boolean).length;
  if (
    !date &&
    !level &&
    !endAsked &&
    !(probationAsked && (payAsked || labelled)) &&
    !((hoursAsked || paymentsAsked) && items >= 2 && (!probationAsked || labelled))
  )
    return undefined;
  // "decorrenza: 01/12/2026": a letter's first day under its own label.
  const started = date ? (startDate(text) ?? firstDay(text)) : undefined;
  // The probation asked beside them ("… e durata del periodo di prova?"): the letter's own words.
  // "30 (trenta) giorni": the number and its words are one figure, said once.
  const probation = probationAsked
    ? /\bperiodo di prova\s*[:-]?\s*([^\n;]{3,80}?)(?=\s+-\s|\s*\n|\s*;|\s*$)/i
        .exec(text)?.[1]
        ?.replace(/\s*\(\w+\)\s*/, ' ')
        .trim()
    : undefined;
  const pay = payAsked ? PAY_STATED.exec(text) : null;
  const ccnl = level ? statedAgreement(kb, text) : undefined;
  // (The level code as the document writes it: "6S", not the folded "6s".)
  const read = ccnl ? levelOf(ccnl, text) : undefined;
  const stated = read
    ? (new RegExp(`\\b${read.replace(/[^\w]/g, '')}\\b`, 'i').exec(text)?.[0] ?? read)
    : undefined;
  const hours = hoursAsked ? statedHours(text) : undefined;
  const payments = paymentsAsked ? statedPayments(text, agreement ?? statedAgreement(kb, text)) : undefined;
  const role = roleAsked ? ROLE_STATED.exec(text)?.[1]?.trim() : undefined;
  const end = endAsked ? statedEnd(text) : undefined;
  // Both asked, both needed: a half answer is left to the quotes (the probation too, when asked).
  if (
    (date && !started) ||
    (level && !stated) ||
    (probationAsked && !probation) ||
    (payAsked && !pay) ||
    (hoursAsked && !hours) ||
    (paymentsAsked && !payments) ||
    (endAsked && !end)
  )
    return undefined;
  // Each fact where the question asks it ("quanto è la retribuzione e quanto dura la prova?": the pay first).
  const at = (pattern: RegExp) => folded.search(pattern);
  const parts: [number, string][] = [
    ...(started
      ? [
          [
            at(ASKS_HIRE_DATE),
            `data di assunzione **${italianDate(started)}** (${started.split('-').reverse().join('/')})`,
          ] as [number, string],
        ]
      : []),
    ...(stated && ccnl
      ? [
          [
            at(ASKS_LEVEL),
            `${/^\d+$/.test(stated) ? `**${stated}° livello**` : `**livello ${stated}**`} del ${writtenAgreement(kb, text, ccnl.id_categoria) ?? ccnl.short_name}`,
          ] as [number, string],
        ]
      : []),
    ...(probation
      ? [[at(/\bprova\b/), `periodo di prova **${probation.replace(/[.,]$/, '')}**`] as [number, string]]
      : []),
    ...(pay
      ? [
          [
            at(ASKS_PAY),
            `${(pay[1] ?? '').toLowerCase().replace(/\s+/g, ' ')} **${pay[2]} €**${pay[3] ? ` ${pay[3].trim()}` : ''}`,
          ] as [number, string],
        ]
      : []),
    ...(hours ? [[at(ASKS_HOURS), hours] as [number, string]] : []),
    ...(role ? [[at(ASKS_ROLE), `mansione **${role}**`] as [number, string]] : []),
    ...(end
      ? [
          [
            at(ASKS_END),
            `fine del rapporto **${italianDate(end)}** (${end.split('-').reverse().join('/')})`,
          ] as [number, string],
        ]
      : []),
    ...(payments ? [[at(ASKS_PAYMENTS), payments.part] as [number, string]] : []),
  ];
  const said = parts.sort((a, b) => a[0] - b[0]).map(([, part]) => part);
  return { line: `Dal documento «${fileName}»: ${said.join('; ')}.`, citations: payments?.citations ?? [] };
}
