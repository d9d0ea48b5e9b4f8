import { texts } from './spec.js';

/** Labels the web app and the terminal both show (not in the spec): written once for both. */
export const sharedTexts = {
  productName: 'Assistente CCNL',
  generalQuestions: 'Domande generali',
  recentConversations: 'Conversazioni recenti',
  noConversations: 'Nessuna conversazione',
  relatedQuestions: 'Domande correlate',
  loading: 'Caricamento…',
} as const;

/** How web and terminal name each agent: the spec's titles, and 'Domande generali' for the main agent. */
export const agentLabels = {
  'main-agent': sharedTexts.generalQuestions,
  inquadra: texts.agentTitle.inquadra,
  confronta: texts.agentTitle.confronta,
  calcolo: texts.agentTitle.calcolo,
} as const;

/** An agent's label; a name the client does not know is shown as it came. */
export function agentLabel(name: string | null | undefined): string {
  return agentLabels[(name ?? 'main-agent') as keyof typeof agentLabels] ?? name ?? '';
}

/** The agreement picker's title (spec): the agent's own title, 'Seleziona CCNL' for the main agent. */
export function agreementPickerTitle(agent: string): string {
  return texts.agentTitle[agent as keyof typeof texts.agentTitle] ?? texts.agentTitle.default;
}
