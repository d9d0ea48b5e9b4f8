import { CREDIT_CODE } from '../rules/credit-codes.js';

/**
 * The spec's own Italian texts (the catalogue's first part; see index.ts for the others). Keys are English;
 * values are the spec's words. Functions build the texts that carry a value.
 */
export const texts = {
  agentTitle: {
    inquadra: 'Inquadra mansione',
    confronta: 'Confronta CCNL',
    calcolo: 'Calcola retribuzione',
    default: 'Seleziona CCNL',
  },
  categoryPicker: {
    text: 'Puoi selezionare qui uno o più Contratti Collettivi Nazionali del Lavoro (CCNL).',
    searchPlaceholder: 'Cerca..',
    resultsCount: (n: number) => `Risultati di ricerca: ${n}`,
    close: 'Chiudi',
    confirm: 'Conferma',
    // Not in the spec: at a limit of one, what a second choice does (ours).
    replaces: 'Puoi sceglierne uno: sceglierne un altro sostituisce quello scelto.',
  },
  paramPicker: {
    title: 'Seleziona parametri',
    text: 'Seleziona uno o più parametri presenti nella lista sotto',
  },
  trialEnded: {
    title: 'Hai terminato il tuo periodo di prova.',
    text: 'Vuoi abbonarti per continuare ad utilizzare',
    contact: 'Contatta un agente',
  },
  errorPage: {
    notFoundTitle: 'Page Not Found',
    notFound: (path: string) => `Page Not Found: ${path}`,
    internalTitle: 'Internal Server Error',
  },
  chat: {
    interrupted: '[Generazione interrotta]',
    agentNotFound: "Non è stato possibile trovare l'agente selezionato",
    streamError: (message: string) => `Errore: ${message}`,
    streamUnavailable: 'Stream non disponibile',
    cannotIdentifyCcnl: 'Non riesco a identificare con certezza il CCNL',
    rephraseOrSelect: 'Potresti riformulare la domanda specificando o selezionando',
  },
  // Not in the spec: what a chat error says in Italian when its cause is technical English (ours).
  chatErrors: {
    network: 'il servizio non risponde. Controlla la connessione e riprova.',
    generic: 'il servizio non è riuscito a rispondere. Riprova tra poco.',
    retry: 'Riprova',
  },
  upload: {
    alreadyUploaded: 'Alcuni file sono già stati caricati',
    atLeastOne: 'Devi caricare almeno 1 file',
    networkOrTimeout: 'Errore di rete o timeout del server (504). Riprova tra poco.',
    httpError: (status: number, message: string) => `Errore ${status}: ${message}`,
    default: 'Errore durante il caricamento dei file.',
    // Not in the spec ("further texts are not shown"): ours, in the same voice.
    tooMany: (max: number) => `Puoi caricare al massimo ${max} file`,
    tooLarge: (name: string, mb: number) => `Il file ${name} supera la dimensione massima di ${mb} MB`,
    wrongType: (name: string, types: string) => `Tipo di file non consentito: ${name} (ammessi: ${types})`,
  },
  credit: {
    [CREDIT_CODE.missingParameter]: 'Parametro mancante',
    [CREDIT_CODE.invalidSsoToken]: 'Token SSO non valido',
    [CREDIT_CODE.unknownCustomer]: 'Il cliente non esiste',
    [CREDIT_CODE.invalidProfile]: 'Profilo non valido',
    [CREDIT_CODE.forbidden]: 'Permessi insufficienti',
    [CREDIT_CODE.noCredit]: 'Crediti non disponibili',
    [CREDIT_CODE.badCredentials]: 'Credenziali non valide',
    [CREDIT_CODE.creditCheckNotSet]: 'Verifica crediti non impostata',
    [CREDIT_CODE.invalidAnswer]: 'Risposta non valida',
    missingCrmid: 'Dati CRMID mancanti',
    unknown: 'Errore sconosciuto',
    crmidError: 'Errore CRMID',
    // Not in the spec: what a stopped answer costs in the Iterazioni tier (the product server meters it).
    partialAnswerCharged: 'Risposta interrotta dopo l’inizio: il credito è stato comunque consumato.',
    meteredThroughProductServer:
      'Le risposte a consumo passano dal server del prodotto: usa l’indirizzo dell’app per chiedere.',
    stoppedBeforeStartFree: 'Risposta interrotta prima dell’inizio: nessun credito consumato.',
  },
  toast: {
    conversationDeleted: 'Conversazione eliminata con successo',
    successTitle: 'Success',
    successText: 'Operazione completata con successo',
    categoryAdded: 'Categoria aggiunta con successo',
    categoryRemoved: 'Categoria rimossa con successo',
    fileUploaded: 'File caricato con successo',
    copied: 'Copiato negli appunti',
  },
  /** Closes every answer: AI output supports, and does not replace, a professional's judgement. */
  aiNotice:
    "Nota: risposta generata con l'ausilio dell'intelligenza artificiale, a supporto e non in sostituzione del giudizio del professionista (legge 132/2025, art. 13).",
  export: {
    referencesTitle: 'Riferimenti',
    source: 'Fonte:',
    sourceDate: (date: string) => `data della fonte: ${date}`,
    title: 'Risposta di Assistente CCNL',
    conversationTitle: 'Conversazione con Assistente CCNL',
    question: 'Domanda',
    date: 'Data',
    agreements: (count: number) => (count === 1 ? 'CCNL' : 'CCNL selezionati'),
    noDate: 'data non indicata',
  },
  log: {
    invalidHtml: 'HTML invalido o mancante',
    unknownMiddleware: (name: string) => `Unknown route middleware: '${name}'`,
    graphqlFailed: 'GraphQL request failed',
  },
} as const;
