/**
 * The terminal client's own Italian texts. The spec's words come from core's `it` catalogue; these are the
 * CLI's (command help, status lines, usage errors), kept here so that code and tests share one copy.
 * This module imports nothing, so that `ccnl --help` stays cheap.
 */
export const cli = {
  description: 'Assistente CCNL dal terminale: domande sui contratti collettivi nazionali di lavoro.',
  options: {
    debug: 'mostra i dettagli tecnici degli errori',
    version: 'mostra la versione',
    help: 'mostra questo aiuto',
    helpCommand: "mostra l'aiuto di un comando",
  },
  titles: {
    'Usage:': 'Uso:',
    'Options:': 'Opzioni:',
    'Commands:': 'Comandi:',
    'Arguments:': 'Argomenti:',
    'Global Options:': 'Opzioni globali:',
  } as Record<string, string>,
  commands: {
    login: 'accede con un ticket di accesso (SSO) e salva la sessione',
    loginTicket: 'il ticket di accesso (altrimenti CCNL_TICKET, oppure viene chiesto)',
    logout: 'chiude la sessione salvata',
    whoami: "mostra l'utente collegato e il suo abbonamento",
    ask: "fa una domanda all'assistente e stampa la risposta man mano che arriva",
    askQuestion: 'la domanda; se manca, viene letta tutta da stdin',
    askAgent: 'agente: main, inquadra, confronta o calcolo (predefinito: main)',
    askSession: 'continua la conversazione con questo id',
    config: 'legge e modifica le impostazioni',
    configGet: 'mostra le impostazioni, o il valore di una chiave',
    configGetKey: 'la chiave (apiUrl, creditUrl, gqlEndpoint)',
    configSet: 'imposta il valore di una chiave',
    configSetKey: 'la chiave (apiUrl, creditUrl, gqlEndpoint)',
    configSetValue: 'il nuovo valore',
    configPath: 'mostra il percorso del file delle impostazioni',
  },
  helpAfter: `
Esempi:
  $ ccnl login --ticket demo-full
  $ ccnl ask "Quanto dura il periodo di prova nel CCNL Commercio?"
  $ echo "Quante ore settimanali prevede il CCNL Commercio?" | ccnl ask
  $ ccnl ask --agent calcolo --session <id> "E con 10 anni di anzianità?"
  $ ccnl config set apiUrl http://127.0.0.1:8787/

Variabili d'ambiente:
  CCNL_API_URL       indirizzo dell'API dell'assistente (prevale su apiUrl)
  CCNL_GQL_ENDPOINT  indirizzo dell'accesso GraphQL (prevale su gqlEndpoint)
  CCNL_CREDIT_URL    indirizzo del servizio crediti (prevale su creditUrl)
  CCNL_TOKEN         usa questo token (JWT) al posto della sessione salvata
  CCNL_TICKET        ticket di accesso per \`ccnl login\`
  CCNL_CONFIG_DIR    cartella del file delle impostazioni

Codici di uscita:
  0    tutto bene
  1    errore inatteso
  2    uso non corretto
  3    accesso non effettuato o sessione scaduta
  4    accesso negato o crediti esauriti
  5    server irraggiungibile o errore di rete
  130  operazione interrotta (Ctrl-C)`,
  login: {
    prompt: 'Ticket di accesso: ',
    noTicket: 'Manca il ticket di accesso: usa --ticket <ticket> oppure CCNL_TICKET',
    emptyTicket: 'Il ticket di accesso è vuoto: sessione azzerata',
    signedIn: (name: string, tier: string) => `Accesso effettuato come ${name} (${tier})`,
    noAccess: (name: string) =>
      `Accesso effettuato come ${name}, ma il profilo non ha un abbonamento che dia accesso all'assistente`,
    refused: (message: string) => `Accesso non riuscito: ${message}`,
    cancelled: 'Accesso annullato',
  },
  logout: {
    done: 'Sessione chiusa',
    none: 'Nessuna sessione salvata',
    envStillSet: 'Nota: CCNL_TOKEN è ancora impostato e verrà usato come sessione',
  },
  whoami: {
    user: (name: string, userId: string) =>
      name === userId ? `Utente: ${userId}` : `Utente: ${name} (${userId})`,
    tier: (tier: string) => `Abbonamento: ${tier}`,
    noTier: 'nessuno',
    unknownTier: 'non noto (sessione da CCNL_TOKEN)',
  },
  ask: {
    noQuestion: 'Scrivi la domanda come argomento, oppure passala su stdin',
    emptyQuestion: 'La domanda è vuota',
    tooLong: (max: number) => `La domanda è troppo lunga (massimo ${max} caratteri)`,
    badAgent: (value: string) =>
      `Agente sconosciuto: '${value}' (ammessi: main, inquadra, confronta, calcolo)`,
    sessionNotFound: (id: string) => `Conversazione non trovata: ${id}`,
    newSession: (id: string) => `Conversazione ${id}: per continuarla usa --session ${id}`,
  },
  config: {
    unknownKey: (key: string, keys: string) => `Chiave sconosciuta: '${key}' (ammesse: ${keys})`,
    badValue: (key: string, source: string) =>
      `Valore non valido per ${key}${source}: serve un URL, es. http://127.0.0.1:8787/`,
    badSession: (path: string) => `Sessione salvata non valida in ${path}: esegui \`ccnl login\``,
    unreadable: (path: string, reason: string) => `Impossibile leggere le impostazioni ${path}: ${reason}`,
    badToken: 'CCNL_TOKEN non contiene un token (JWT) valido',
    envOverrides: (variable: string) => `Nota: ${variable} è impostata e prevale su questo valore`,
    fromEnv: (variable: string) => ` (da ${variable})`,
    fromFile: (path: string) => ` (in ${path})`,
  },
  errors: {
    notSignedIn: 'Accesso non effettuato: esegui `ccnl login`',
    sessionExpired: 'Sessione scaduta o non valida: esegui `ccnl login`',
    unreachable: (url: string, reason: string) => `Impossibile raggiungere il server ${url}: ${reason}`,
    network: (reason: string) => `Errore di rete: ${reason}`,
    http: (status: number, message: string) => `Errore ${status}: ${message}`,
    invalidAnswer: 'Risposta inattesa dal server',
    unexpected: (message: string) => `Errore inatteso: ${message} (usa --debug per i dettagli)`,
    networkReasons: {
      ECONNREFUSED: 'connessione rifiutata',
      ENOTFOUND: 'indirizzo sconosciuto',
      EAI_AGAIN: 'indirizzo sconosciuto',
      ETIMEDOUT: 'tempo scaduto',
      UND_ERR_CONNECT_TIMEOUT: 'tempo scaduto',
      UND_ERR_HEADERS_TIMEOUT: 'tempo scaduto',
      UND_ERR_BODY_TIMEOUT: 'tempo scaduto',
      ECONNRESET: 'connessione interrotta',
      UND_ERR_SOCKET: 'connessione interrotta',
      EHOSTUNREACH: 'host irraggiungibile',
      ENETUNREACH: 'rete irraggiungibile',
    } as Record<string, string>,
    usage: {
      unknownOption: (flag: string) => `Opzione sconosciuta: ${flag}`,
      unknownCommand: (name: string) => `Comando sconosciuto: ${name}`,
      missingArgument: (name: string) => `Argomento mancante: ${name}`,
      optionMissingArgument: (flag: string) => `Manca il valore dell'opzione ${flag}`,
      excessArguments: 'Troppi argomenti',
      invalid: 'Uso non corretto',
      didYouMean: (suggestion: string) => ` (forse intendevi ${suggestion}?)`,
      hint: ' — vedi `ccnl --help`',
    },
  },
} as const;
