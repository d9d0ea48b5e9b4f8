/**
 * "in quante giornate diverse la lettera contesta un ritardo?", "quante volte mi contestano l'assenza?": how many
 * items a letter lists, one dated item per line ("- 6 ottobre 2026: ingresso alle 8:12 …"), counted by their
 * distinct days — the document's own list, not a quote of its first lines.
 *
 *   listedCountAnswer(question, documents): AgentAnswer | null
 */

import { listedItems } from '../documents/unit-total.js';
import type { UploadedText } from '../kb/documents.js';
import { MONTH_NAMES } from '../kb/format.js';
import { type AgentAnswer, citePassage, finishAnswer } from './answer.js';

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// A count of days or occasions asked ("in quante giornate", "in quanti giorni diversi", "quante volte", "quanti
// episodi", "quante date"); not a total of units ("quanti minuti in tutto", unit-total.ts).
const ASKS_COUNT =
  /\bin quant[ei] (?:giornat\w*|giorni|date|occasioni|circostanze)\b|\bquant[ei] (?:giorni|giornate) (?:diver\w*|inter[ei]|complet[ei]|pien[ei])|\bquant[ei] (?:volte|date|episodi|ritardi|assenze|contestazioni|infrazioni)\b/;
// "quante giornate intere di assenza mi contestano?": only the items the letter says took the whole day ("intera
// giornata"), not those of a few hours.
const WHOLE_ASKED = /\b(?:giorni|giornate) (?:inter[ei]|complet[ei]|pien[ei])\b/;
const WHOLE_ITEM = /\binter[aoei]\b|\bcomplet[aoei]\b|\bpien[aoei]\b/;
const DATE = new RegExp(
  String.raw`\b(\d{1,2})\s*[°º]?\s+(${MONTH_NAMES})(?:\s+(\d{4}))?\b|\b(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2,4}))?\b`,
);

export function listedCountAnswer(question: string, documents: readonly UploadedText[]): AgentAnswer | null {
  if (!ASKS_COUNT.test(plain(question))) return null;
  const whole = WHOLE_ASKED.test(plain(question));
  for (const d of documents) {
    const listed = listedItems(d);
    const passage = listed.passage;
    const items = listed.items.flatMap((line) => {
      const date = DATE.exec(plain(line));
      if (!date) return [];
      const end = line.search(/[.;](?:\s|$)/);
      return [
        { day: date[0], line: (end >= 0 ? line.slice(0, end) : line).replace(/^\s*[-•*–]\s*/, '').trim() },
      ];
    });
    const days = [...new Set(items.map((i) => i.day))];
    if (days.length < 2 || !passage) continue;
    if (whole) {
      const full = items.filter((i) => WHOLE_ITEM.test(plain(i.line)));
      if (!full.length) continue;
      return finishAnswer(
        [
          `La lettera elenca **${full.length} ${full.length === 1 ? 'giornata intera' : 'giornate intere'}** su ${days.length} date: ${full.map((i) => i.day).join(', ')}.`,
          '',
          ...items.map((i) => `Dal documento «${d.fileName}»: «${i.line}»`),
        ],
        [citePassage(passage, `Documento caricato: ${passage.fileName}`)],
        [],
      );
    }
    return finishAnswer(
      [
        `La lettera elenca **${days.length}** date diverse: ${days.join(', ')}.`,
        '',
        ...items.map((i) => `Dal documento «${d.fileName}»: «${i.line}»`),
      ],
      [citePassage(passage, `Documento caricato: ${passage.fileName}`)],
      [],
    );
  }
  return null;
}
