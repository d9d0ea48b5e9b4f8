/** Labels the web app and the terminal both show (not in the spec): written once for both. */
export const sharedTexts = {
  productName: 'Assistente CCNL',
  generalQuestions: 'Domande generali',
  recentConversations: 'Conversazioni recenti',
  noConversations: 'Nessuna conversazione',
  relatedQuestions: 'Domande correlate',
  loading: 'Caricamento…',
} as const;
