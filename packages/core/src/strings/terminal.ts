import { UPLOAD_MAX_FILES } from '../rules/upload.js';
import { sharedTexts } from './shared.js';
import { texts } from './spec.js';

/**
 * The terminal client's own Italian texts (command help, status lines, usage errors); the spec's words are
 * in `texts`. Reached through `@ccnl/core/strings`, an entry with no dependencies, so `ccnl --help` stays cheap.
 */

const EXIT_CODES = `Codici di uscita:
  0    tutto bene
  1    errore inatteso
  2    uso non corretto
  3    accesso non effettuato o sessione scaduta
  4    accesso negato o crediti esauriti (periodo di prova terminato)
  5    server irraggiungibile, errore di rete o tempo di attesa scaduto
  130  operazione interrotta (Ctrl-C)`;

const examples = (...lines: string[]) => `\nEsempi:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;

export const cliTexts = {
  description: 'Assistente CCNL dal terminale: domande sui contratti collettivi nazionali di lavoro.',
  productName: sharedTexts.productName,
  options: {
    debug: 'mostra i dettagli tecnici degli errori',
    version: 'mostra la versione',
    help: 'mostra questo aiuto',
    helpCommand: "mostra l'aiuto di un comando",
    connectTimeout: 'secondi di attesa della risposta del server (predefinito 30)',
    streamTimeout: 'secondi di silenzio tollerati durante una risposta in arrivo (predefinito 120)',
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
    whoami: "mostra l'utente collegato, il suo abbonamento e il credito (abbonamento a consumo)",
    chat: 'apre la chat interattiva (su un terminale; altrimenti legge le domande da stdin, una per riga)',
    chatQuestion: 'una domanda da fare subito, senza interfaccia interattiva',
    ask: "fa una domanda all'assistente e stampa la risposta man mano che arriva",
    askQuestion: 'la domanda; se manca, viene letta tutta da stdin',
    agent: 'agente: main, inquadra, confronta o calcolo (predefinito: main)',
    session: 'continua la conversazione con questo id',
    ccnl: 'un CCNL, per id o per nome (ripetibile)',
    param: 'un parametro di confronto, per id o per nome (ripetibile)',
    file: `allega un documento alla domanda (ripetibile, al massimo ${UPLOAD_MAX_FILES})`,
    format: 'formato: text, markdown, json o ndjson (predefinito: text)',
    docx: 'salva anche la risposta in un documento Word',
    batch: 'fa le domande di un file (testo, una per riga, o JSONL) e scrive le risposte in JSONL',
    batchFile: 'il file delle domande (- per stdin)',
    batchOut: 'scrive le risposte in questo file invece che su stdout',
    batchConcurrency: 'quante domande in parallelo (predefinito: 4, massimo 16)',
    batchResume: 'salta le domande che hanno già una risposta nel file di --out',
    conversations: 'elenca, mostra, elimina ed esporta le conversazioni',
    conversationsSearch: 'solo le conversazioni il cui titolo contiene il testo',
    continue: "continua l'ultima conversazione",
    conversationsList: 'le conversazioni recenti, dalla più nuova',
    conversationsShow: 'i messaggi di una conversazione',
    conversationsDelete: 'elimina una conversazione',
    conversationsExport: 'esporta una conversazione in Word (.docx) o Markdown (.md)',
    conversationId: "l'id della conversazione",
    exportOut: 'il file da scrivere (.docx, oppure .md per il Markdown)',
    json: 'stampa in JSON',
    categories: 'elenca i CCNL disponibili',
    categoriesSearch: 'mostra solo i CCNL che contengono questo testo',
    params: 'elenca i parametri di confronto',
    paramsSearch: 'mostra solo i parametri che contengono questo testo',
    credit: 'mostra il credito (abbonamento a consumo); esce con 4 se è esaurito',
    payslip: 'campi della busta paga della modalità Calcola retribuzione',
    payslipSet:
      'imposta un campo della busta paga (quello che la risposta chiede, es. livello) e stampa il ricalcolo',
    payslipField: 'il campo (es. livello, ore_settimanali, superminimo, regione)',
    payslipValue: 'il valore (vuoto per toglierlo)',
    payslipSession: "la conversazione (id o il suo inizio; predefinita: l'ultima)",
    export: 'converte una risposta in Markdown (da file o da stdin) in un documento Word',
    exportFile: 'il file Markdown (se manca, o è -, legge stdin)',
    exportOutput:
      'il documento da scrivere; - per scriverlo su stdout (predefinito: il nome tratto da --question, altrimenti documento.docx)',
    exportHtml: "l'ingresso è HTML invece che Markdown",
    exportLandscape: 'pagina orizzontale (predefinita: verticale)',
    exportQuestion: 'la domanda, scritta in apertura del documento e usata per il nome del file',
    exportTitle: 'il titolo del documento (predefinito: Risposta di Assistente CCNL)',
    exportNoCover: 'senza titolo, domanda, data e nota sull’uso dell’IA in apertura',
    exportPart: (where: string) => `testo ${where} (pageNum = numero di pagina)`,
    exportParts: {
      headerLeft: "a sinistra nell'intestazione",
      headerCenter: "al centro dell'intestazione",
      headerRight: "a destra nell'intestazione",
      footerLeft: 'a sinistra nel piè di pagina',
      footerCenter: 'al centro del piè di pagina',
      footerRight: 'a destra nel piè di pagina',
    },
    questionUsage: '[opzioni] [domanda...]',
    questionArgument: '[domanda...]',
    config: 'legge e modifica le impostazioni',
    configGet: 'mostra le impostazioni, o il valore di una chiave',
    configGetKey: 'la chiave (apiUrl, creditUrl, gqlEndpoint, salesFormUrl, connectTimeout, streamTimeout)',
    configSet: 'imposta il valore di una chiave',
    configSetKey: 'la chiave (apiUrl, creditUrl, gqlEndpoint, salesFormUrl, connectTimeout, streamTimeout)',
    configSetValue: 'il nuovo valore',
    configPath: 'mostra il percorso del file delle impostazioni',
  },
  helpAfter: `${examples(
    'ccnl login --ticket demo-full',
    'ccnl chat',
    'ccnl ask "Quanto dura il periodo di prova nel CCNL Commercio?"',
    'echo "Quante ore settimanali prevede il CCNL Commercio?" | ccnl ask --format json',
    'ccnl ask --agent confronta --ccnl 1 --ccnl 2 --param 3 "Confronta le ferie"',
    'ccnl ask "Quanto spetta di tredicesima?" | ccnl export -o risposta.docx',
    'ccnl batch domande.txt --out risposte.jsonl --concurrency 8 --resume',
    'ccnl config set apiUrl http://127.0.0.1:8787/',
  )}

Variabili d'ambiente:
  CCNL_API_URL       indirizzo dell'API dell'assistente (prevale su apiUrl)
  CCNL_GQL_ENDPOINT  indirizzo dell'accesso GraphQL (prevale su gqlEndpoint)
  CCNL_CREDIT_URL    indirizzo del servizio crediti (prevale su creditUrl)
  CCNL_TOKEN         usa questo token (JWT) al posto della sessione salvata
  CCNL_TICKET        ticket di accesso per \`ccnl login\`
  CCNL_CONFIG_DIR    cartella del file delle impostazioni
  CCNL_CONNECT_TIMEOUT  secondi di attesa della risposta (prevale su connectTimeout)
  CCNL_STREAM_TIMEOUT   secondi di silenzio durante una risposta (prevale su streamTimeout)

${EXIT_CODES}`,
  exitCodes: EXIT_CODES,
  examples: {
    login: examples('ccnl login --ticket demo-full', 'CCNL_TICKET=demo-full ccnl login', 'ccnl login'),
    logout: examples('ccnl logout'),
    whoami: examples('ccnl whoami'),
    chat: examples(
      'ccnl chat',
      'ccnl chat --agent confronta --ccnl 1 --ccnl 2',
      'ccnl chat --session <id>',
      'printf "Prima domanda\\nSeconda domanda\\n" | ccnl chat',
    ),
    ask: examples(
      'ccnl ask "Quanto dura il periodo di prova nel CCNL Commercio?"',
      'ccnl ask --agent inquadra --ccnl "terziario" "Addetto alle vendite con 2 anni di esperienza"',
      'ccnl ask --format json "Quante ore settimanali?" | jq .answer',
      'ccnl ask --format ndjson "Quante ore settimanali?"',
      'ccnl ask --file contratto.pdf "Riassumi il documento"',
      'ccnl ask --docx risposta.docx "Quanto spetta di tredicesima?"',
    ),
    batch: examples(
      'ccnl batch domande.txt > risposte.jsonl',
      'ccnl batch domande.jsonl --out risposte.jsonl --concurrency 8',
      'ccnl batch domande.txt --out risposte.jsonl --resume',
    ),
    batchFormat: `
Formato delle domande:
  testo   una domanda per riga; le righe vuote e quelle che iniziano con # sono saltate
  JSONL   un oggetto per riga: {"question": "…", "agent": "calcolo", "ccnl": [1], "param": [3], "id": "a1"}

Ogni riga della risposta: {"index", "id", "question", "agent", "session_id", "answer", "riferimenti",
"relatedQuestions"} oppure, se la domanda non è riuscita, {"index", "id", "question", "error", "exitCode"}.`,
    conversations: examples(
      'ccnl conversations list',
      'ccnl conversations show <id>',
      'ccnl conversations delete <id>',
      'ccnl conversations export <id> -o conversazione.docx',
    ),
    categories: examples('ccnl categories', 'ccnl categories --search commercio', 'ccnl categories --json'),
    params: examples('ccnl params', 'ccnl params --search ferie'),
    credit: examples('ccnl credit', 'ccnl credit --json'),
    payslip: examples(
      'ccnl payslip set livello 4',
      'ccnl payslip set ore_settimanali 30 --session 3f2a',
      'ccnl payslip set superminimo "150,50"',
    ),
    export: examples(
      'ccnl ask "Quanto spetta di tredicesima?" | ccnl export -o risposta.docx',
      'ccnl export risposta.md -o risposta.docx --landscape --footer-center pageNum',
      'ccnl export pagina.html --html -o pagina.docx --header-left "Studio Rossi"',
    ),
    config: examples(
      'ccnl config get',
      'ccnl config set apiUrl http://127.0.0.1:8787/',
      'ccnl config set salesFormUrl https://www.example.com/contatti',
      'ccnl config set streamTimeout 300',
      'ccnl config path',
    ),
  },
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
    expires: (when: string) => `Sessione valida fino a: ${when}`,
    unknownTier: 'non noto (sessione da CCNL_TOKEN)',
    credit: (amount: string, unit: string) => `Credito: ${amount} ${unit}`,
    creditUnavailable: (reason: string) => `Credito: non disponibile (${reason})`,
  },
  credit: {
    available: (amount: string, unit: string) => `Credito disponibile: ${amount} ${unit}`,
    consumed: (amount: string) => `Consumato: ${amount}`,
    purchased: (amount: string) => `Acquistato: ${amount}`,
    notMetered: (tier: string) => `L'abbonamento ${tier} non usa crediti`,
  },
  trialEnded: (salesUrl: string) =>
    `Hai terminato il tuo periodo di prova. Vuoi abbonarti per continuare ad utilizzare Assistente CCNL? Contatta un agente: ${salesUrl}`,
  ask: {
    noQuestion: 'Scrivi la domanda come argomento, oppure passala su stdin',
    emptyQuestion: 'La domanda è vuota',
    tooLong: (max: number) => `La domanda è troppo lunga (massimo ${max} caratteri)`,
    badAgent: (value: string) =>
      `Agente sconosciuto: '${value}' (ammessi: main, inquadra, confronta, calcolo)`,
    badFormat: (value: string) => `Formato sconosciuto: '${value}' (ammessi: text, markdown, json, ndjson)`,
    sessionNotFound: (id: string) => `Conversazione non trovata: ${id}`,
    newSession: (id: string) => `Conversazione ${id}: per continuarla usa --session ${id}`,
    tooManyCcnl: (max: number, agent: string) =>
      `Troppi CCNL per l'agente ${agent}: al massimo ${max === 1 ? '1' : String(max)}`,
    tooManyParams: (max: number, agent: string) =>
      `Troppi parametri per l'agente ${agent}: al massimo ${max === 1 ? '1' : String(max)}`,
    unknownCcnl: (value: string) => `CCNL sconosciuto: '${value}' — vedi \`ccnl categories\``,
    ambiguousCcnl: (value: string, matches: string) =>
      `'${value}' indica più CCNL (${matches}): usa l'id — vedi \`ccnl categories\``,
    unknownParam: (value: string) => `Parametro sconosciuto: '${value}' — vedi \`ccnl params\``,
    ambiguousParam: (value: string, matches: string) =>
      `'${value}' indica più parametri (${matches}): usa l'id — vedi \`ccnl params\``,
    unreadableFile: (path: string, reason: string) => `Impossibile leggere il file ${path}: ${reason}`,
    docxWritten: (path: string) => `Documento Word salvato in ${path}`,
    referencesTitle: texts.export.referencesTitle,
    relatedTitle: sharedTexts.relatedQuestions,
  },
  batch: {
    badConcurrency: (value: string) => `Valore non valido per --concurrency: '${value}' (da 1 a 16)`,
    resumeNeedsOut: '--resume richiede --out <file>: le risposte già date sono lette da lì',
    badLine: (line: number, reason: string) => `Riga ${line} del file delle domande non valida: ${reason}`,
    empty: 'Il file delle domande non contiene domande',
    lineSkipped: 'saltata',
    notAList: (field: string) => `${field}: serve un id, un nome o una lista`,
    badJson: 'JSON non valido',
    linesSkipped: (count: number) =>
      count === 1
        ? '1 riga del file delle domande non era valida ed è stata saltata'
        : `${count} righe del file delle domande non erano valide e sono state saltate`,
    unreadable: (path: string, reason: string) => `Impossibile leggere il file ${path}: ${reason}`,
    progress: (done: number, total: number, failed: number, skipped: number) =>
      `${done}/${total} risposte${failed ? `, ${failed} non riuscit${failed === 1 ? 'a' : 'e'}` : ''}${skipped ? `, ${skipped} già fatte` : ''}`,
    summary: (ok: number, failed: number, skipped: number) =>
      `Risposte: ${ok} date${skipped ? `, ${skipped} già presenti` : ''}${failed ? `, ${failed} non riuscit${failed === 1 ? 'a' : 'e'}` : ''}`,
    someFailed: (failed: number, total: number) =>
      failed === 1
        ? `1 domanda su ${total} non è riuscita`
        : `${failed} domande su ${total} non sono riuscite`,
  },
  conversations: {
    none: sharedTexts.noConversations,
    header: ['ID', 'AGENTE', 'AGGIORNATA', 'TITOLO'] as const,
    roleLabels: {
      user: 'Tu',
      assistant: 'Assistente',
      error: 'Errore',
      categories: 'CCNL selezionati',
    } as Record<string, string>,
    notFound: (id: string) => `Conversazione non trovata: ${id}`,
    ambiguous: (prefix: string, rows: readonly string[]) =>
      `L'inizio di id '${prefix}' indica più conversazioni: scrivine qualche carattere in più\n${rows.map((row) => `  ${row}`).join('\n')}`,
    noneToContinue: 'Nessuna conversazione da continuare: fai una domanda senza --continue',
    continueAndSession: 'Usa --continue oppure --session, non entrambi',
    noMatch: (text: string) => `Nessuna conversazione contiene '${text}'`,
    exported: (path: string) => `Conversazione esportata in ${path}`,
    empty: (id: string) => `La conversazione ${id} non ha messaggi da esportare`,
  },
  payslip: {
    noAnswer:
      'Nessuna risposta di calcolo da ricalcolare: fai prima una domanda in modalità Calcola retribuzione',
    noQuestion: (id: string) => `La conversazione ${id} non ha una domanda da ricalcolare`,
    usage: 'Uso: /busta CAMPO VALORE (oppure /busta VALORE per il campo che la risposta chiede)',
    updating: (field: string, value: string) => `Campo ${field} impostato a ${value}: ricalcolo in corso…`,
    updated: (field: string, value: string) => `Campo ${field} impostato a ${value}: ecco il ricalcolo.`,
  },
  exportCmd: {
    written: (path: string) => `Documento Word salvato in ${path}`,
    stdinIsTerminal:
      'Passa il file da esportare, oppure invia il testo su stdin (es. ccnl ask … | ccnl export)',
    invalid: texts.log.invalidHtml,
  },
  ui: {
    placeholder: 'Scrivi una domanda… (? per i tasti, Tab per le conversazioni)',
    generating: 'Generazione in corso… (Esc o Ctrl-C per interrompere)',
    sending: 'Invio della domanda…',
    pressAgainToExit: 'Premi di nuovo Ctrl-C per uscire',
    assistant: 'Assistente',
    agent: (label: string) => `Agente: ${label}`,
    ccnl: (names: string) => `CCNL: ${names}`,
    params: (names: string) => `Parametri: ${names}`,
    none: 'nessuno',
    files: (names: string) => `Allegati: ${names}`,
    uploading: 'Caricamento allegati…',
    credit: (amount: string) => `Crediti: ${amount}`,
    conversationsTitle: sharedTexts.recentConversations,
    conversationsEmpty: sharedTexts.noConversations,
    conversationsFailed: 'Impossibile caricare le conversazioni: premi r per riprovare, Esc per chiudere',
    loading: sharedTexts.loading,
    conversationsHint: '↑↓ scegli · Invio apri · d elimina · n nuova · Esc chiudi',
    confirmDelete: (title: string) => `Eliminare la conversazione «${title}»? (s/n)`,
    deleting: 'Eliminazione…',
    agentsTitle: 'Scegli la modalità',
    agentsHint: '↑↓ scegli · Invio conferma · Esc chiudi',
    pickerHint: '↑↓ scorri · Tab seleziona · Invio Conferma · Esc Chiudi',
    pickerError: "Impossibile caricare l'elenco: Esc per chiudere e riprovare",
    pickerCount: (selected: number, max: number) =>
      max === 1 ? `Selezionati: ${selected} su 1` : `Selezionati: ${selected} (al massimo ${max})`,
    pickerAtMax: (max: number) =>
      `Hai raggiunto il massimo di ${max}: togli una voce per sceglierne un'altra`,
    pickerMinimum: (min: number) => `Seleziona almeno ${min} voce per confermare`,
    relatedTitle: sharedTexts.relatedQuestions,
    relatedHint: 'Alt-R per sceglierne una',
    relatedPickHint: '↑↓ scegli · Invio chiedi · Esc chiudi',
    keysScroll: (from: number, to: number, total: number) =>
      `righe ${from}–${to} di ${total}: ↑/↓ per scorrere`,
    keysTitle: 'Tasti e comandi',
    keysClose: 'Premi un tasto per chiudere',
    keys: [
      ['Invio', 'invia la domanda'],
      ['Alt-Invio, \\ a fine riga', 'va a capo nella domanda'],
      ['←/→, Home/Fine', 'sposta il cursore; Ctrl-A/E inizio/fine riga'],
      ['Alt-B/F, Ctrl-←/→', 'parola precedente / successiva'],
      ['Ctrl-U/K/W', 'cancella a inizio riga / fine riga / parola'],
      ['↑/↓, Ctrl-P/N', 'domande già fatte, anche in sessioni passate'],
      ['Esc, Ctrl-C', 'interrompe la risposta in corso'],
      ['Ctrl-C due volte', 'esce'],
      ['Ctrl-L', 'ridisegna lo schermo'],
      ['Tab', 'conversazioni recenti (apri, elimina, nuova)'],
      ['Alt-A', 'cambia agente'],
      ['Alt-G', 'seleziona i CCNL'],
      ['Alt-P', 'seleziona i parametri'],
      ['Alt-R', 'sceglie una domanda correlata'],
      ['Alt-M', 'modifica un campo della busta paga (Calcola retribuzione)'],
      ['Alt-C', "copia l'ultima risposta"],
      ['Alt-E', "esporta l'ultima risposta in Word"],
      ['Alt-N', 'nuova conversazione'],
      ['?', 'questo aiuto (a riga vuota)'],
    ] as const,
    commands: [
      ['/allega PERCORSO…', `allega documenti (al massimo ${UPLOAD_MAX_FILES})`],
      ['/allegati', 'elenca gli allegati'],
      ['/rimuovi N', "toglie l'allegato numero N"],
      ['/agente NOME', 'main, inquadra, confronta o calcolo'],
      ['/ccnl, /parametri', 'apre la selezione'],
      ['/domanda N', 'chiede la domanda correlata numero N'],
      ['/copia, /esporta [FILE]', "copia o esporta l'ultima risposta"],
      ['/busta CAMPO VALORE', 'imposta un campo della busta paga e ricalcola'],
      ['/nuova, /conversazioni, /esci', ''],
    ] as const,
    copiedTerminal:
      'Testo inviato agli appunti del terminale (OSC 52): se non lo trovi, il terminale non lo consente — usa /esporta',
    copyFailed: 'Impossibile copiare: nessun programma per gli appunti disponibile — usa /esporta',
    nothingToCopy: 'Nessuna risposta da copiare',
    nothingToExport: 'Nessuna risposta da esportare',
    exported: (path: string) => `Documento Word salvato in ${path}`,
    exportFailed: (reason: string) => `Esportazione non riuscita: ${reason}`,
    unknownCommand: (name: string) => `Comando sconosciuto: ${name} — premi ? per i comandi`,
    attachmentsTitle: 'Allegati',
    noAttachments: 'Nessun allegato',
    attachUsage: 'Uso: /allega PERCORSO [PERCORSO…]',
    badIndex: (value: string) => `Numero non valido: ${value}`,
    trialHint: 'Invio per aprire il modulo di contatto · Ctrl-C per uscire',
    salesOpenFailed: (url: string) => `Apri questo indirizzo nel browser: ${url}`,
  },
  config: {
    unknownKey: (key: string, keys: string) => `Chiave sconosciuta: '${key}' (ammesse: ${keys})`,
    badValue: (key: string, source: string) =>
      `Valore non valido per ${key}${source}: serve un URL, es. http://127.0.0.1:8787/`,
    badSession: (path: string) => `Sessione salvata non valida in ${path}: esegui \`ccnl login\``,
    unreadable: (path: string, reason: string) => `Impossibile leggere le impostazioni ${path}: ${reason}`,
    notAnObject: 'il file non contiene un oggetto JSON',
    badToken: 'CCNL_TOKEN non contiene un token (JWT) valido',
    envOverrides: (variable: string) => `Nota: ${variable} è impostata e prevale su questo valore`,
    badTimeout: (key: string, source: string) =>
      `Valore non valido per ${key}${source}: serve un numero di secondi maggiore di zero, es. 30`,
    fromEnv: (variable: string) => ` (da ${variable})`,
    fromFile: (path: string) => ` (in ${path})`,
  },
  errors: {
    notSignedIn: 'Accesso non effettuato: esegui `ccnl login`',
    sessionExpired: 'Sessione scaduta o non valida: esegui `ccnl login`',
    noAccess: "Il profilo non ha un abbonamento che dia accesso all'assistente (Permessi insufficienti)",
    unreachable: (url: string, reason: string) => `Impossibile raggiungere il server ${url}: ${reason}`,
    network: (reason: string) => `Errore di rete: ${reason}`,
    connectTimeout: (url: string, seconds: number) =>
      `Il server ${url} non ha risposto entro ${seconds} s: riprova più tardi, o aumenta l'attesa con --connect-timeout o \`ccnl config set connectTimeout\``,
    streamTimeout: (url: string, seconds: number) =>
      `La risposta del server ${url} si è interrotta: nessun dato per ${seconds} s. Riprova, o aumenta l'attesa con --stream-timeout o \`ccnl config set streamTimeout\``,
    http: (status: number, message: string) => `Errore ${status}: ${message}`,
    invalidAnswer: 'Risposta inattesa dal server',
    unexpected: (message: string) => `Errore inatteso: ${message} (usa --debug per i dettagli)`,
    outputPath: (path: string, reason: string) =>
      `Impossibile scrivere in ${path}: ${reason} (nessuna domanda inviata)`,
    outputNoFolder: (folder: string) => `la cartella ${folder} non esiste`,
    outputNotFolder: (folder: string) => `${folder} non è una cartella`,
    outputIsFolder: 'è una cartella, serve il nome di un file',
    outputNotWritable: (folder: string) => `la cartella ${folder} non è scrivibile`,
    writeFailed: (path: string, reason: string) => `Impossibile scrivere il file ${path}: ${reason}`,
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
      missingMandatoryOption: (flag: string) => `Manca l'opzione obbligatoria ${flag}`,
      excessArguments: 'Troppi argomenti',
      invalid: 'Uso non corretto',
      didYouMean: (suggestion: string) => ` (forse intendevi ${suggestion}?)`,
      hint: ' — vedi `ccnl --help`',
    },
  },
} as const;
