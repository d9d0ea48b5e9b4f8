import { sharedTexts } from './shared.js';

/** The web app's own Italian labels (the spec leaves them open); the spec's texts are in `texts`. */
export const uiTexts = {
  appName: sharedTexts.productName,
  loading: sharedTexts.loading,
  nav: {
    label: 'Navigazione principale',
    chat: 'Chat',
    videoTutorial: 'Video tutorial',
    cookie: 'Cookie',
    openConversations: 'Apri le conversazioni',
    skip: 'Vai alla domanda',
  },
  signIn: {
    hint: 'Accedi con il pannello di accesso per fare domande sui contratti collettivi nazionali di lavoro.',
    pending: 'Accesso in corso…',
    failed: 'Accesso non riuscito. Riprova dal pannello di accesso.',
  },
  credit: {
    label: 'Crediti disponibili',
    value: (credit: number) => `Crediti: ${credit}`,
    unknown: 'Crediti: —',
    lastOne:
      'Ti resta 1 credito: la prossima risposta sarà l’ultima. Per continuare dopo, contatta un agente.',
  },
  colorMode: {
    label: 'Tema',
    system: 'Sistema',
    light: 'Chiaro',
    dark: 'Scuro',
  },
  sidebar: {
    label: sharedTexts.recentConversations,
    newConversation: 'Nuova conversazione',
    empty: sharedTexts.noConversations,
    loading: 'Caricamento delle conversazioni…',
    loadFailed: 'Non è stato possibile caricare le conversazioni.',
    refreshFailed: "Non è stato possibile aggiornare l'elenco.",
    retry: 'Riprova',
    search: 'Cerca nelle conversazioni',
    noMatch: 'Nessuna conversazione corrisponde alla ricerca',
    groups: { today: 'Oggi', yesterday: 'Ieri', week: 'Ultimi 7 giorni', older: 'Più vecchie' },
    untitled: 'Conversazione senza titolo',
    delete: (title: string) => `Elimina la conversazione «${title}»`,
  },
  deleteDialog: {
    title: 'Eliminare la conversazione?',
    text: (title: string) => `«${title}» sarà eliminata definitivamente, con i suoi messaggi.`,
    cancel: 'Annulla',
    confirm: 'Elimina',
  },
  agents: {
    label: 'Modalità',
    current: (mode: string) => `Modalità: ${mode}`,
    hint: {
      'main-agent': 'Domande su qualsiasi CCNL',
      inquadra: 'Il livello di una mansione in un CCNL',
      confronta: 'Due o più CCNL a confronto',
      calcolo: 'Retribuzione e busta paga in un CCNL',
    },
  },
  selection: {
    label: 'CCNL selezionati',
    none: 'Nessun CCNL',
    count: (n: number) => `${n} CCNL`,
    choosePrefix: 'Seleziona CCNL: ',
    showChosen: 'Mostra i CCNL selezionati',
    parameters: 'Parametri',
    remove: (name: string) => `Rimuovi ${name}`,
    tooltipCode: 'Codice CNEL',
    tooltipValidity: 'Validità',
    tooltipSector: 'Settore',
  },
  picker: {
    limit: (selected: number, max: number) => `Selezionati ${selected} di ${max}`,
    atLeast: (min: number) =>
      min === 1 ? 'Seleziona almeno 1 elemento.' : `Seleziona almeno ${min} elementi.`,
    loadingList: 'Caricamento dell’elenco…',
    listError: 'Non è stato possibile caricare l’elenco. Riprova più tardi.',
    empty: 'Nessun risultato',
    listLabel: 'Elenco',
  },
  messages: {
    label: 'Messaggi',
    user: 'La tua domanda',
    assistant: "Risposta dell'assistente",
    error: 'Errore',
    writing: 'Sto scrivendo…',
    empty: 'Fai una domanda su un CCNL: periodo di prova, ferie, livelli di inquadramento, retribuzione…',
    suggestions: 'Domande suggerite',
    answerStarted: 'Risposta in corso…',
    answerEnded: 'Risposta completata.',
    copy: 'Copia',
    copyLabel: 'Copia la risposta negli appunti',
    exportDocx: 'Esporta .docx',
    exportLabel: 'Esporta .docx: la risposta in un documento Word',
    related: sharedTexts.relatedQuestions,
  },
  sources: {
    title: 'Fonti',
    open: (domain: string) => `Apri la fonte su ${domain} (nuova scheda)`,
    confidence: (level: string) => `affidabilità ${level}`,
    marker: (number: number) => `Fonte ${number}`,
  },
  /** Questions to start from in an empty chat, per mode: each one the built-in agents answer. */
  suggestions: {
    'main-agent': [
      'Quanto dura il periodo di prova nel CCNL Commercio?',
      'Quante mensilità prevede il CCNL Metalmeccanici industria?',
      'Quanti giorni di ferie spettano nel CCNL Turismo?',
    ],
    inquadra: [
      'Che livello ha un magazziniere addetto al carico e scarico?',
      'In quale livello si inquadra un cuoco capo partita?',
      "Che livello ha un'impiegata amministrativa con due anni di esperienza?",
    ],
    confronta: [
      'Confronta il periodo di prova tra i CCNL scelti',
      'Come cambiano le ferie tra i CCNL scelti?',
      "Confronta l'orario settimanale tra i CCNL scelti",
    ],
    calcolo: [
      'Quanto guadagna netto al mese un 4° livello a tempo pieno?',
      'Calcola la retribuzione lorda annua di un 3° livello',
      'Quanto costa all’azienda un 5° livello part-time al 50%?',
    ],
  },
  payslip: {
    title: 'Dato della busta paga',
    submit: 'Aggiorna e ricalcola',
  },
  composer: {
    label: 'Scrivi la tua domanda',
    placeholder: 'Scrivi una domanda sui CCNL…',
    hint: 'Invio per inviare, Maiusc+Invio per andare a capo',
    stopHint: 'Esc per interrompere la risposta',
    send: 'Invia',
    stop: 'Interrompi',
    attach: 'Documenti',
    attachLabel: 'Mostra o nascondi i documenti allegati',
    attached: 'Documenti allegati',
    openAttached: 'Apri i documenti della conversazione',
  },
  upload: {
    title: 'Documenti della conversazione',
    choose: 'Scegli i file',
    drop: 'oppure trascinali qui',
    limits: (max: number, mb: number, types: string) =>
      `Da 1 a ${max} file, fino a ${mb} MB ciascuno (${types}).`,
    uploading: 'Caricamento in corso…',
    none: 'Nessun documento caricato.',
    remove: (name: string) => `Rimuovi ${name}`,
  },
  toasts: {
    label: 'Notifiche',
    dismiss: 'Chiudi la notifica',
  },
  dialog: {
    close: 'Chiudi',
  },
  noSubscription: {
    text: 'Il tuo account non ha un abbonamento attivo all’Assistente CCNL. Con un abbonamento puoi:',
    offers: [
      'fare domande sui contratti collettivi nazionali di lavoro e ricevere risposte con le fonti;',
      'inquadrare una mansione nel livello giusto e confrontare più CCNL;',
      'calcolare la retribuzione ed esportare le risposte in Word.',
    ],
    lead: 'Il tuo account non ha un abbonamento attivo.',
  },
  trialEnded: {
    product: "l'Assistente CCNL?",
  },
  update: {
    text: "È disponibile una nuova versione dell'app.",
    reload: 'Ricarica',
  },
  cookie: {
    title: 'Informativa sui cookie',
    intro:
      "L'Assistente CCNL non usa cookie di profilazione né cookie di terze parti per pubblicità o statistiche.",
    technicalTitle: 'Dati tecnici salvati nel browser',
    technical:
      'Per funzionare, l’app salva nel tuo browser solo ciò che serve: il tema scelto (chiaro, scuro o di sistema) e, nella versione dimostrativa, il ticket di accesso. Questi dati restano sul tuo dispositivo e puoi cancellarli in qualsiasi momento dalle impostazioni del browser.',
    signInTitle: 'Accesso',
    signIn:
      'L’accesso avviene tramite il servizio di autenticazione del fornitore, che può usare propri cookie tecnici necessari alla sessione.',
  },
  videoTutorial: {
    title: 'Video tutorial',
    intro: "Come fare domande all'Assistente CCNL, scegliere i contratti e leggere le risposte.",
    text: "I video tutorial sull'uso dell'Assistente CCNL saranno disponibili a breve.",
    player: "Video tutorial dell'Assistente CCNL",
    fallback: 'Il tuo browser non riesce a riprodurre il video:',
    open: 'apri il video',
  },
  errorPage: {
    home: 'Torna alla chat',
  },
} as const;
