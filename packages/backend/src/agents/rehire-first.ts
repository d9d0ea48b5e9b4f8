import type { Passage } from '../kb/passages.js';
import { readable } from '../reader/text.js';
import { liveInRestOpening } from './live-in-rest.js';
import { beyondRehireWindow } from './rehire-window.js';

/**
 * "mi riassume da dicembre, stessa mansione: devo rifare la prova?": a probation asked of a worker taken on again
 * by the same employer. The passage on rehiring (FIPE art. 110: rehired within two years with the same
 * qualification, no new probation) opens the answer; the probation's length follows.
 */
const ASKS_REHIRE =
  /\briassum\w*|\briassunt\w*|\bmi (?:riprend|richiam|riassum)\w*|\b(?:rif(?:are|accio|arla|arle|arlo|argli|acciamo)|ripet(?:ere|o|erla|erle|erlo|iamo)|rimett(?:ere|erla|erle|erlo|ergli|o|iamo)|ridar\w*)\b[^?.]{0,30}\bprova\b|\b(?:nuovo periodo di prova|nuova prova|un'altra prova)\b|\bprova\b[^?.]{0,40}\b(?:rifar\w*|ripeter\w*|di nuovo)\b|\bdi nuovo (?:il |in )?(?:periodo di )?prova\b/;
const SAYS_REHIRE = /\briassunt\w*|\briassunzion\w*|non (?:deve|devono|va) (?:ripeterl|ripetut)/;

/** The lines with the rehiring passage first when the question asks about a probation after a rehire. */
export function rehireFirst(
  lines: { said: string[]; more: Passage[] },
  question: { text: string; today: string; history: readonly string[] },
): { said: string[]; more: Passage[] } {
  const asked = question.text;
  // (A live-in worker's weekly rest asked: its own rule opens, live-in-rest.ts.)
  const rest = liveInRestOpening(lines.said, asked);
  if (rest) return { ...lines, said: [rest, ...lines.said] };
  if (!ASKS_REHIRE.test(asked)) return lines;
  const rehire = lines.more.find((p) => SAYS_REHIRE.test(p.text.toLowerCase()));
  if (!rehire) {
    const excluded = exclusionFirst(lines.said[0] ?? '');
    return excluded ? { ...lines, said: [excluded, ...lines.said] } : lines;
  }
  const more = lines.more.filter((p) => p !== rehire);
  // ("l'ultima volta ha lavorato da noi nel 2023, lo riassumo a maggio": beyond the clause's window, the probation
  // is due again, rehire-window.ts.)
  const said = [asked, ...question.history.map(readable)];
  const article = rehire.article ? ` (${rehire.article})` : '';
  const beyond = beyondRehireWindow(
    rehire.text,
    said,
    question.today,
    agreementName(lines.said[0] ?? ''),
    article,
  );
  if (beyond) return { said: [beyond, ...lines.said], more };
  return { said: [rehire.text, ...lines.said], more };
}

// "stagionali: 14 giorni (esclusi se già in servizio presso la stessa azienda)": a probation the table itself
// excludes for a worker already employed by the same firm.
const EXCLUDED_CASE =
  /(?:^|[;:.]\s*)([^;:.()]+?): [^;:()]*\(esclus\w* (se [^)]*\bstess[ao] (?:azienda|datore|impresa)[^)]*)\)/;
// "Nel CCNL Turismo Federalberghi, periodo di prova: …": the agreement the line is about.
const AGREEMENT_OPENING = /^(Nel [^,]+),/;

/** The probation line's own exclusion for a worker rehired by the same firm, said as the answer's opening. */
function exclusionFirst(line: string): string | undefined {
  const found = EXCLUDED_CASE.exec(line);
  const agreement = AGREEMENT_OPENING.exec(line)?.[1];
  if (!found?.[1] || !found[2] || !agreement) return undefined;
  return `No: ${agreement} la prova per ${found[1].trim()} è **esclusa** ${found[2].trim()}: chi torna a lavorare per la stessa azienda non deve rifarla.`;
}

/** "CCNL Pubblici esercizi FIPE" from a line opening "Nel CCNL Pubblici esercizi FIPE, periodo di prova: …". */
function agreementName(line: string): string {
  return /^Nel ([^,]+),/.exec(line)?.[1] ?? 'contratto applicato';
}
