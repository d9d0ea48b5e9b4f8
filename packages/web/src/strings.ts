/**
 * Italian labels of the web app that core's `it` catalogue does not hold (the spec leaves them open).
 * Candidates to move into core's catalogue; the spec's own texts always come from `it`.
 */
export const ui = {
  appName: 'Assistente CCNL',
  loading: 'Caricamento…',
  nav: {
    label: 'Navigazione principale',
    chat: 'Chat',
    videoTutorial: 'Video tutorial',
    cookie: 'Cookie',
  },
  signIn: {
    hint: 'Accedi con il pannello di accesso per fare domande sui contratti collettivi nazionali di lavoro.',
    pending: 'Accesso in corso…',
    failed: 'Accesso non riuscito. Riprova dal pannello di accesso.',
    noAccess: "Il tuo profilo non include l'accesso all'Assistente CCNL.",
  },
  sidebar: {
    label: 'Conversazioni recenti',
    newConversation: 'Nuova conversazione',
    empty: 'Nessuna conversazione',
    untitled: 'Conversazione senza titolo',
  },
  messages: {
    label: 'Messaggi',
    user: 'La tua domanda',
    assistant: "Risposta dell'assistente",
    error: 'Errore',
    writing: 'Sto scrivendo…',
    empty: 'Fai una domanda su un CCNL: periodo di prova, ferie, livelli di inquadramento, retribuzione…',
  },
  composer: {
    label: 'Scrivi la tua domanda',
    placeholder: 'Scrivi una domanda sui CCNL…',
    hint: 'Invio per inviare, Maiusc+Invio per andare a capo',
    send: 'Invia',
    stop: 'Interrompi',
  },
  cookie: {
    title: 'Informativa sui cookie',
    text: "L'informativa completa sull'uso dei cookie sarà pubblicata a breve in questa pagina.",
  },
  videoTutorial: {
    title: 'Video tutorial',
    text: "I video tutorial sull'uso dell'Assistente CCNL saranno disponibili a breve.",
    watch: 'Guarda il video tutorial',
  },
  errorPage: {
    home: 'Torna alla chat',
  },
} as const;
