import type { AgentAnswer } from '../agents/answer.js';
import type { ChatMessage } from './chat-completions.js';

const SYSTEM = [
  "Sei l'Assistente CCNL, un supporto per consulenti del lavoro sui contratti collettivi nazionali italiani.",
  'Rispondi in italiano, in Markdown, con la risposta diretta nella prima frase e poi i dettagli.',
  'Usa esclusivamente i dati verificati che ti vengono forniti: non aggiungere cifre, date, articoli o fonti che non compaiono nei dati.',
  'Ogni cifra che citi deve comparire identica nei dati, con la sua data di validità. Se un dato manca, scrivi "dato non disponibile nella base di conoscenza".',
  "Se i dati contengono una tabella, riportala. Non elencare le fonti e non aggiungere note sull'intelligenza artificiale: le aggiunge il sistema.",
  'Mantieni i rimandi numerati alle fonti ("[1]", "[2]") accanto alle affermazioni che li portano, senza inventarne altri.',
].join(' ');

/** The messages for the model: its rules, the question, and the engine's verified answer it must restate. */
export function promptFor(question: string, agentName: string, answer: AgentAnswer): ChatMessage[] {
  const references = answer.riferimenti.map(
    (r) => `- ${r.ccnl}${r.article ? `, ${r.article}` : ''}: ${r.text}`,
  );
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: [
        `Domanda dell'utente (agente ${agentName}):`,
        question,
        '',
        'Risposta verificata del motore CCNL (cifre calcolate dal motore, da non modificare):',
        answer.brief,
        ...(references.length
          ? ['', 'Passaggi della base di conoscenza su cui si basa:', ...references]
          : []),
      ].join('\n'),
    },
  ];
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
const canonical = (text: string) => {
  const compact = text.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  return String(Number(compact));
};

/**
 * The figures in a model's answer that appear nowhere in what it was given (ignoring single digits, which
 * number lists and steps): the engine's figures are the only ones a user may rely on.
 */
export function unsupportedFigures(modelText: string, given: string): string[] {
  const known = new Set((given.match(NUMBER) ?? []).map(canonical));
  const out = new Set<string>();
  for (const figure of modelText.match(NUMBER) ?? []) {
    if (/^\d$/.test(figure)) continue;
    if (!known.has(canonical(figure))) out.add(figure);
  }
  return [...out];
}
