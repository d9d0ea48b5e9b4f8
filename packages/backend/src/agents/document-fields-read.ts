import { ASKS_END, ASKS_HOURS, ASKS_ROLE, letterFactsAnswer } from '../documents/letter-facts.js';
import { indexOf, uploadedText } from '../kb/documents.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, finishAnswer } from './answer.js';
import type { AgentContext } from './context.js';

/**
 * What a letter says, asked of it ("fino a quando lavoro e con che livello?" of an extension, "che livello e
 * mansione mi hanno messo?", "da quando passo con loro, con quante ore e con che livello?" of a change of
 * contractor): the fields read off the document (documents/letter-facts.ts), before any rule of the agreement on
 * the same subjects — the user asks what the paper says, not which level the tasks deserve. Asked as such: two
 * fields or more, or one with a word that reads the paper ("mi hanno messo", "c'è scritto", "indicato"), and no
 * doubt on them ("è giusto?", "mi spetta?", "è adeguato alle mansioni?": those are checks, answered elsewhere). Undefined otherwise.
 */
const HIRE = /\bda quando\b|\bdata (?:di )?(?:assunzione|inizio)\b|\bquando (?:comincio|inizio|parto)\b/;
const LEVEL = /\b(?:qual|quale|che|in che|a che) (?:e )?(?:il )?livell\w*/;
const READS =
  /\b(?:mi|ti|gli|le|ci) (?:hanno|ha) (?:mess\w*|dat\w*|inquadrat\w*)|\bc'e scritt\w*|\b(?:scritt|indicat|riportat)\w*\b|\b(?:secondo|nella|dalla|sulla) (?:lettera|proroga|comunicazione)\b/;
const DOUBT =
  /\bgiust\w*|\bcorrett\w*|\bregolar\w*|\bva bene\b|\bspett\w*|\bdovre\w*|\bconform\w*|\bsbagliat\w*|\blegittim\w*|\bin linea\b|\bminimo\b|\badeguat\w*|\bcoerent\w*|\bcorrispond\w*|\btropp[oaie]\b|\beccessiv\w*/;

export function documentFieldsRead(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const asked = readable(ctx.message);
  if (DOUBT.test(asked)) return undefined;
  const fields = [HIRE, LEVEL, ASKS_ROLE, ASKS_END, ASKS_HOURS].filter((f) => f.test(asked)).length;
  if (fields < 2 && !(fields === 1 && READS.test(asked))) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const text = uploadedText(document);
    const facts = letterFactsAnswer(ctx.message, ctx.kb, document.fileName, text);
    if (facts)
      return finishAnswer(
        [facts.line],
        [
          ...passages.slice(0, 1).map((p) => citePassage(p, `Documento caricato: ${document.fileName}`)),
          ...facts.citations,
        ],
        [],
      );
  }
  return undefined;
}
