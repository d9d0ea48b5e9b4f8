const inSeconds = (seconds: number) => `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`;
const rateLimited = (seconds: number) => `Troppe richieste: riprova tra ${inSeconds(seconds)}.`;

/**
 * What the servers (backend and credit server) say to a client or an operator. The spec leaves these unshown
 * ("further texts are not shown"), so they are ours, in the spec's voice. The credit server's come first;
 * `http`, `signAuth`, `limits` and `upload` are the backend's.
 */
export const serverTexts = {
  unauthorized: 'Sessione non valida o scaduta: accedi di nuovo.',
  authUnavailable: 'Servizio di autenticazione non raggiungibile. Riprova tra poco.',
  rateLimited,
  tooManyAnswers: (seconds: number) => `Troppe domande in poco tempo: riprova tra ${inSeconds(seconds)}.`,
  idempotencyKeyMissing:
    "Manca l'intestazione Idempotency-Key (da 1 a 200 caratteri stampabili): una chiave per ogni risposta.",
  idempotencyKeyReused: 'Questa chiave Idempotency-Key è già stata usata per una richiesta diversa.',
  idempotencyKeyInFlight:
    'Una richiesta con questa chiave Idempotency-Key è ancora in corso: riprova tra poco.',
  assistantUnavailable: "Il servizio dell'assistente non è raggiungibile. Riprova tra poco.",
  assistantTimeout: "Il servizio dell'assistente non ha risposto in tempo. Riprova tra poco.",
  upstreamTimeout: 'Il servizio crediti non ha risposto in tempo. Riprova tra poco.',
  upstreamUnavailable: 'Il servizio crediti non è raggiungibile. Riprova tra poco.',
  /** The credit server's operator messages (console, at start). */
  startup: {
    badConfig: (details: string) => `Configurazione del credit server non valida: ${details}`,
    portInUse: (port: number) => `La porta ${port} è già in uso: libera la porta o imposta WEB_PORT.`,
    webDistMissing: (webDist: string) =>
      `Build dell'app web non trovata in ${webDist} (manca index.html): esegui \`pnpm build\`.`,
    listening: (address: string, backendUrl: string) =>
      `Credit server in ascolto su ${address} (backend ${backendUrl})`,
    /** DATABASE_URL given but unusable at start; `database` has its password hidden. */
    databaseUnreachable: (database: string, detail: string) =>
      `Database PostgreSQL non raggiungibile o non utilizzabile (${database}): ${detail}`,
    databaseUrlInvalid: 'deve iniziare con postgres:// o postgresql://',
  },
  /** The backend's error bodies. 'Not found' is the contract for missing and foreign ids alike. */
  http: {
    notFound: 'Not found',
    unauthorized: 'Autenticazione richiesta: token mancante, non valido o scaduto',
    internal: 'Errore interno del server',
    badRequest: 'Richiesta non valida',
    invalidJson: 'Richiesta non valida: JSON malformato',
    tooLarge: 'Richiesta troppo grande',
    unsupportedMediaType: 'Tipo di contenuto non supportato',
    unavailable: 'Servizio non disponibile',
    badUrl: 'Richiesta non valida: indirizzo non valido',
    uriTooLong: 'Richiesta non valida: indirizzo troppo lungo',
  },
  /** Refusals of sign-in, in the GraphQL convention: HTTP 200 with `errors[0].message`. */
  signAuth: {
    invalidTicket: 'Ticket SSO non valido',
    invalidProduct: (productId: number) => `Prodotto non valido: il prodotto deve essere ${productId}`,
    invalidVariables: 'Parametri di accesso non validi',
    unsupportedOperation: 'Operazione non supportata: è disponibile solo la mutation signAuth',
  },
  limits: {
    signIn: (seconds: number) => `Troppi tentativi di accesso: riprova tra ${inSeconds(seconds)}.`,
    requests: rateLimited,
  },
  /** Upload refusals not among the spec's upload texts. */
  upload: {
    firewall: 'Chiave del firewall mancante o non valida',
    missingSession: 'Richiesta non valida: session_id mancante',
    unexpectedField: (name: string) => `Richiesta non valida: campo inatteso ${name}`,
    noText: (name: string) => `Impossibile leggere il testo del file ${name}`,
    tooMuchText: (name: string, chars: number) =>
      `Il file ${name} contiene troppo testo: se ne possono leggere al massimo ${chars.toLocaleString('it-IT')} caratteri`,
    inflated: (name: string, mb: number) =>
      `Il file ${name} è compresso in modo anomalo: una volta estratto supererebbe ${mb} MB`,
    tooManyPages: (name: string, pages: number) => `Il file ${name} ha più di ${pages} pagine`,
    unreadable: (name: string) => `Il file ${name} è danneggiato o non è leggibile`,
    timeout: (name: string, seconds: number) =>
      `Il file ${name} richiede troppo tempo per essere letto (oltre ${seconds} secondi)`,
    memory: (name: string) => `Il file ${name} richiede troppa memoria per essere letto`,
    busy: 'Troppi documenti in lettura in questo momento: riprova tra poco',
  },
  /** A payslip field's value the backend cannot read (`PUT api/update-busta-paga-field`). */
  payslipValue: (field: string, meaning: string) => `value: valore non valido per ${field} (${meaning})`,
  /** An agreement's validity in the tooltip, from dates already written the Italian way. */
  validity: {
    range: (from: string, to: string) => `dal ${from} al ${to}`,
    until: (to: string) => `fino al ${to}`,
  },
  /** What the backend adds to an answer of the optional language model. */
  model: {
    interrupted: '[Risposta del modello interrotta: segue la risposta del motore CCNL integrato]',
    unsupportedFigures: (figures: string) =>
      `Attenzione: la risposta del modello contiene cifre non presenti nei dati del motore CCNL (${figures}); fanno fede i dati del motore:`,
  },
  /** The demo sign-in panel the backend serves in place of the SSO header (login script). */
  demo: {
    panel: 'Accesso demo',
    signOut: 'Esci',
    signOutOf: (ticket: string) => `Esci dall’accesso demo (${ticket})`,
    signInAs: (ticket: string, label: string) => `Accedi come ${ticket} (${label})`,
    /** Each demo user's kind, after its ticket on the panel's button. */
    labels: {
      'demo-full': 'Completo',
      'demo-prova': 'Prova',
      'demo-base': 'Base',
      'demo-iterazioni': 'A consumo, 5 crediti',
      'demo-esaurito': 'Crediti esauriti',
      'demo-senza-accesso': 'Senza accesso',
    },
  },
} as const;
