import type { AgentContext } from './context.js';

// A sentence whose subject is another worker: "un collega che fa container … dice che lui è B3", "la mia collega
// che fa lo stesso lavoro è al 4°".
const ANOTHER_WORKER =
  /^(?:ma |e |mentre |invece )?(?:un|una|il|la|l'|il mio|la mia|un mio|una mia|i miei|le mie|dei|delle|altri|altre) ?(?:collega|colleghi|colleghe|altr[oaie] (?:dipendent\w*|lavorat\w*|autist\w*|operai\w*))\b/i;
// The user's own job or level said in the same sentence keeps it ("un collega e io facciamo…").
const FIRST_PERSON = /\b(?:io|mi|me|mio|mia|sono|faccio|lavoro)\b/i;
// The question pointing back at that worker ("Lei dove la mettiamo?", "e lui che livello ha?", "come lo
// inquadriamo?"): the colleague's job is the one asked.
const ABOUT_THEM =
  /\b(?:lei|lui|loro)\b|\b(?:la|lo|li|le|gli) (?:mett\w*|inquadr\w*|classific\w*|colloc\w*|diamo|dareste|daresti)\b/i;

/**
 * The classification's message without the sentences that tell another worker's job or level ("un collega che fa
 * container senza ADR dice che lui è B3. Io dovrei essere inquadrato diversamente?"): the level asked is the
 * user's own, decided on the user's tasks; a colleague's tasks and level are the comparison, not the job.
 * Unchanged when nothing else would be left or the question itself is about the colleague.
 */
export function withoutOthersJob(ctx: AgentContext): AgentContext {
  const sentences = ctx.message.split(/(?<=[.?!])\s+/);
  // "E la collega che si occupa delle vetrine? Ha esperienza…": a sentence about another worker that asks is the
  // question itself, about that worker.
  if (sentences.some((s) => ANOTHER_WORKER.test(s.trim()) && /\?\s*$/.test(s) && !FIRST_PERSON.test(s)))
    return ctx;
  const own = sentences.filter((s) => !ANOTHER_WORKER.test(s.trim()) || FIRST_PERSON.test(s));
  if (own.length === sentences.length || !own.length) return ctx;
  const asked = sentences.at(-1) ?? '';
  if (!own.includes(asked) || (ABOUT_THEM.test(asked) && !FIRST_PERSON.test(asked))) return ctx;
  const message = own.join(' ');
  // The colleague's level read as the user's ("lui è B3"): the level held is the one the user's sentences say.
  const level = ctx.request?.slots.level;
  const saidOfOther =
    level !== undefined &&
    !new RegExp(`\\b${level.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(message) &&
    ctx.request !== undefined;
  if (!saidOfOther || !ctx.request) return { ...ctx, message };
  const { level: _other, ...slots } = ctx.request.slots;
  return { ...ctx, message, request: { ...ctx.request, slots } };
}
