import { indexOf, uploadedText } from '../kb/documents.js';
import { addDays, italianDate } from '../kb/format.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "secondo la lettera qual è il mio ultimo giorno?", "fino a che giorno devo lavorare?", "quando finisce il
 * rapporto?" beside a dismissal or resignation letter: the day the letter itself gives opens the answer — the
 * last day it states, else the last day of the notice it gives in calendar days from the day it says the
 * notice runs from. Whether that notice is the agreement's is another question ("il preavviso è giusto?",
 * document-notice.ts). Undefined when the question does not ask the day or the letter gives neither.
 */

const ASKS_DAY =
  /\bultimo giorno\b|\bquando (?:finisc\w*|termin\w*|scad\w*|cess\w*|smett\w*|fini\w*|si (?:chiude|risolve|conclude))\b|\bfino a (?:quando|che giorno|che data)\b|\b(?:che|quale?) (?:giorno|data)\b[^?]{0,40}\b(?:finisc\w*|termin\w*|cess\w*|ultim\w*|lavor\w*|fine)\b|\bdata di (?:fine|cessazione|termine)\b/;
// A question that weighs the notice against the agreement, not the day the letter gives.
const WEIGHS =
  /\b(?:giust[oaie]|corrett[oaie]|rispettat\w*|regolar\w*|sbagliat\w*|spett\w*|secondo (?:il|l') ?(?:ccnl|contratto))\b|\bva bene\b/;
const LETTER =
  /\blicenziament\w*|\bdimission\w*|\bdimett\w*|\brecesso\b|\bcessazione del rapporto\b|\bpreavviso\b/;
const DAY = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
// The last day stated: "il 05/12/2026 sarà l'ultimo giorno di lavoro", "ultimo giorno di servizio: 05/12/2026",
// "il rapporto cesserà il 05/12/2026", "si risolverà pertanto il 01/12/2026".
const STATED_BEFORE = new RegExp(
  String.raw`${DAY}[^.\n]{0,30}\bultimo giorno\b|\b(?:cesser\w*|si risolver\w*|terminer\w*|avr[aà] termine|si concluder\w*)\b[^.\n\d]{0,30}?\b(?:il|in data|al)\s+${DAY}`,
);
const STATED_AFTER = new RegExp(
  String.raw`\bultimo giorno(?: di lavoro| lavorativo| di servizio)?\b\s*(?::|sar[aà]|è|e)?\s*(?:il\s+)?${DAY}`,
);
// A notice in calendar days and the day it runs from ("preavviso di 20 giorni di calendario, decorrente dal
// 16/11/2026", "rispetterò il preavviso di 15 giorni a partire dal 10/11/2026").
const NOTICE = new RegExp(
  String.raw`\bpreavviso (?:di )?(\d{1,3}) giorni(?: di calendario)?\b[^.]{0,60}?\b(?:decorr\w*|a partire|a decorrere)(?: dal| dalla data del)?\s+${DAY}`,
);

const iso = (d: string, m: string, y: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
const written = (isoDay: string) => isoDay.split('-').reverse().join('/');

/** The day the letter states or computes, with how it is found. */
function letterDay(
  text: string,
): { day: string; stated: boolean; notice?: { days: number; from: string } } | undefined {
  const folded = fold(text);
  const notice = NOTICE.exec(folded);
  const runs = notice
    ? { days: Number(notice[1]), from: iso(notice[2] ?? '', notice[3] ?? '', notice[4] ?? '') }
    : undefined;
  const before = STATED_BEFORE.exec(folded);
  const after = STATED_AFTER.exec(folded);
  const parts = before
    ? before[1]
      ? [before[1], before[2], before[3]]
      : [before[4], before[5], before[6]]
    : after
      ? [after[1], after[2], after[3]]
      : undefined;
  if (parts?.every(Boolean)) {
    return {
      day: iso(parts[0] ?? '', parts[1] ?? '', parts[2] ?? ''),
      stated: true,
      ...(runs ? { notice: runs } : {}),
    };
  }
  if (runs && runs.days > 0) return { day: addDays(runs.from, runs.days - 1), stated: false, notice: runs };
  return undefined;
}

export function documentLastDay(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_DAY.test(question) || WEIGHS.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    if (!LETTER.test(fold(text))) continue;
    const found = letterDay(text);
    if (!found) continue;
    const { day, stated, notice } = found;
    const count = notice ? addDays(notice.from, notice.days - 1) : undefined;
    const answer = stated
      ? `Secondo la lettera «${document.fileName}» l'ultimo giorno di lavoro è ${bold(`il ${written(day)}`)} (${italianDate(day)}).`
      : `Secondo la lettera «${document.fileName}» l'ultimo giorno di lavoro è ${bold(`il ${written(day)}`)} (${italianDate(day)}): la lettera non lo scrive, ma è l'ultimo dei ${notice?.days} giorni di preavviso che dà.`;
    const steps = notice
      ? [
          '| Dato | Valore |',
          '| --- | --- |',
          `| Preavviso indicato nella lettera | ${notice.days} giorni di calendario |`,
          `| Decorrenza indicata nella lettera | ${italianDate(notice.from)} |`,
          `| Ultimo giorno di preavviso (${italianDate(notice.from)} + ${notice.days - 1} giorni) | ${italianDate(count ?? day)} |`,
          ...(stated ? [`| Ultimo giorno indicato nella lettera | ${italianDate(day)} |`] : []),
        ]
      : [];
    const mismatch =
      stated && count && count !== day
        ? [
            `Attenzione: contando ${notice?.days} giorni dal ${italianDate(notice?.from ?? day)} l'ultimo giorno sarebbe il ${italianDate(count)}, non il ${italianDate(day)} che la lettera indica.`,
          ]
        : [];
    return compose({
      answer: [answer, ...mismatch].join(' '),
      steps,
      assumptions: [
        'Date lette sulla lettera caricata; i giorni di preavviso sono di calendario e si contano dal giorno di decorrenza compreso.',
        'Se il preavviso previsto dal CCNL è diverso da quello della lettera, chiedi «il preavviso è giusto?» per il confronto.',
      ],
      citations: passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${p.fileName}`)),
      related: [],
    });
  }
  return undefined;
}
