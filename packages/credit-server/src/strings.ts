/**
 * The credit server's own Italian texts: the spec leaves them unshown ("further texts are not shown"), so
 * they are ours, in the catalogue's voice. They belong in core's `it` catalogue once its owner takes them.
 */
export const serverTexts = {
  unauthorized: 'Sessione non valida o scaduta: accedi di nuovo.',
  authUnavailable: 'Servizio di autenticazione non raggiungibile. Riprova tra poco.',
  rateLimited: (seconds: number) =>
    `Troppe richieste: riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`,
  tooManyAnswers: (seconds: number) =>
    `Troppe domande in poco tempo: riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`,
  idempotencyKeyMissing:
    "Manca l'intestazione Idempotency-Key (da 1 a 200 caratteri stampabili): una chiave per ogni risposta.",
  idempotencyKeyReused: 'Questa chiave Idempotency-Key è già stata usata per una richiesta diversa.',
  idempotencyKeyInFlight:
    'Una richiesta con questa chiave Idempotency-Key è ancora in corso: riprova tra poco.',
  assistantUnavailable: "Il servizio dell'assistente non è raggiungibile. Riprova tra poco.",
  assistantTimeout: "Il servizio dell'assistente non ha risposto in tempo. Riprova tra poco.",
  upstreamTimeout: 'Il servizio crediti non ha risposto in tempo. Riprova tra poco.',
  upstreamUnavailable: 'Il servizio crediti non è raggiungibile. Riprova tra poco.',
} as const;
