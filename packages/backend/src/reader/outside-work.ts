import { HOLIDAYS_AS_RIGHT, RENEWAL_AS_WORK } from './topics-rt4.js';
import { SICKNESS_CHECK } from './topics-rt5.js';

/**
 * What an ask is about, in two closed lists read on the folded text.
 *
 * WORK: the product's own ground, said without ambiguity — work, pay, a contract of employment, a payslip,
 * contributions and taxes on pay. Words that are labour words only in a labour sense ("ferie", "rinnovo",
 * "contratto", "prova", "permesso", "malattia", "preavviso", "costo") are not here: their complement decides
 * ("il rinnovo della carta d'identità", "il contratto della palestra", "dove andare in ferie").
 *
 * OUTSIDE_WORK: the things people ask a chat about besides work, by domain. An ask that names one of these and
 * nothing of WORK is outside the product, whatever labour words surround it.
 */

/**
 * A resignation told with the participle ("si è dimesso per giusta causa", "mi sono dimessa a marzo"): the
 * reflexive or the reason says it; "è stato dimesso dall'ospedale" (a patient discharged) is not one.
 */
export const RESIGNED = String.raw`\b(?:mi sono|si e|si sono|ci siamo|ti sei|vi siete|essermi|esserti|essersi) dimess[oaie]\b|\bdimess[oaie] (?:per giusta causa|volontariamente|dal lavoro|dall'azienda|dal posto)`;

export const WORK = new RegExp(
  [
    String.raw`\blord[oaie]\b|\bnett[oaie]\b|\bport(?:o|a|are|erei|erebbe|eremmo|ano|iamo) a casa\b|\bminim[oi] (?:lord|nett|contrattual|tabellar|retributiv|mensil|orari)|mensilit|\b(?:che|quale|qual e il|il mio|il suo) livello\b`,
    // "con i minimi di oggi prendo di più o di meno?": pay set against pay, whatever the story says of the rent.
    String.raw`\bi minimi\b|\b(?:prend|guadagn)\w* (?:di )?(?:piu|meno)\b`,
    // Money paid to INPS or withheld from pay ("quanto devo versare all'INPS per ogni ora", "trattenerle dalla paga").
    String.raw`\b(?:vers|pag)\w{0,6} (?:all'|all |a )?inps\b|\btratten\w* (?:\w+ ){0,2}(?:dalla|sulla|in|nella) (?:paga|busta)\b`,
    // Contributions on pay; not a pension's years of contributions ("38 di contributi", "contributi esteri").
    String.raw`(?<!(?:anni|mesi|settimane|\d) di )\bcontribut\w*\b(?! (?:esteri|figurativ|volontar|per la pensione|universitar|all'universit|dell'universit))`,
    // Seniority increments ("da quale mese decorre il secondo scatto?").
    String.raw`\bscatt[oi] (?:di anzianit|biennal|triennal)|\b(?:prim|second|terz|quart|quint|prossim|ultim)o scatto\b|\bdi scatti\b`,
    String.raw`\bccnl\b|busta paga|bustapaga|\bbuste paga|cedolin|stipend|retribu|\bsalari|\bpaga (?:base|oraria|giornaliera)`,
    String.raw`datore|\bdipendent[ei]\b|\blavor(?:o|a|iamo|ano) (?:in|presso|per|come|da)\b|lavorat(?:or|ric)|\b(?:mio|sul|al|nel|di|del) lavoro\b|lavoro (?:dipendente|notturno|festivo|straordinario|supplementare)`,
    // "in quale livello va inquadrato": being placed in a level is work, whatever the rest of the ask says.
    // "… registrazioni IVA e F24 in uno studio: livello?" ("Livello corretto?"): the tasks are the job's, the ask
    // is its level.
    String.raw`mansion|inquadrament|\binquadrat[oaie]\b|\d+\s*(?:°|o|esimo)?\s*livell|\b(?:spett\w*|merit\w*|dovrei (?:avere|stare|essere)) (?:il |al |un |a )?\d{1,2}\s*(?:°|o|a)?(?!\w)|\blivell\w* (?:[a-z]?\d|[a-z]{1,2}\b|super)|\blivello(?: (?:corrett|giust|adeguat|appropriat|spettant|applicabil)\w*)?\s*\?`,
    // ("la quattordicesima dell'INPS a luglio": the pensioners' 14th the INPS pays, not a month of pay.)
    String.raw`\btfr\b|fine rapporto|tredicesim|quattordicesim(?!\w* (?:(?:dei |ai |per i |delle |della |sulla |sulle )?pension|(?:dell'? ?|della |dall'? ?|di )?inps\b))|straordinar|\bral\b|\birpef\b|trattamento integrativo|cuneo fiscale|detrazion\w* del cuneo|\b(?:taglio|riduzione) del cuneo\b|\bsomma (?:che )?non concorre\b|\bsomma esente\b|ulteriore detrazion|\bconguagli\w* (?:di fine anno|di dicembre|irpef|fiscal)|addizional\w* (?:regional|comunal)|detrazion\w* (?:per |da |di )?lavoro|in busta|(?:figli|coniuge|familiari) a carico|carichi di famiglia`,
    String.raw`contribut\w* (?:inps )?(?:in busta|sullo stipendio|a carico del|previdenzial|del dipendente|del datore)|aliquot\w* inps|trattenut`,
    // "il bagnino dice che ha diritto di precedenza": a hire's right, whatever beach the story tells.
    String.raw`\bdiritto di precedenza\b(?![^?]{0,30}\b(?:incroci|rotond|strad|stop\b|semafor|pedon))`,
    String.raw`\bassun[tz]|\bassum|licenzi|dimission|\bdimett|preavviso di (?:licenziamento|dimissioni)|\bil preavviso\b|ticket (?:di |del |sul )?licenziament|ticket naspi`,
    // "si è dimesso per giusta causa", "mi sono dimessa": a resignation told (RESIGNED).
    RESIGNED,
    String.raw`anzianita|apprendist|part.?time|orario di lavoro|ore settimanali|\bturni\b`,
    // "per il trasloco ha fatto 43 ore: quanto le spetta in più per le 3 ore?": hours worked paid, whatever the errand.
    String.raw`\b(?:ha|ho|hanno|abbiamo) (?:fatto|lavorato) \d{1,2} ore\b|\bin piu per (?:le|quelle|queste) \d{1,2} ore\b`,
    // "un contratto a termine di 10 mesi: serve la causale?": a fixed-term contract of employment.
    String.raw`\bcontratt\w* (?:di lavoro )?a (?:tempo determinato|termine)\b|\b(?:assunt\w*|assunzion\w*) a (?:tempo determinato|termine)\b`,
    // "mi fai il confronto tra i due contratti sulle ferie?": agreements weighed, whatever the story's move.
    String.raw`\bconfront\w*\b[^?]{0,30}\bcontratt\w*|\b(?:due|dei|nostri|vostri) contratti\b`,
    // "la prova per uno stagionale", "il contratto stagionale": a seasonal worker, not a season of the year.
    String.raw`\b(?:un|uno|una|gli|agli|degli|ai|dei|lo|le|come|da) stagional[ei]\b|\b(?:contratt|lavor|assunzion|impieg)\w* stagional`,
    // "le ferie si fermano o le ho bruciate?": holidays as a right lost or kept (topics-rt4.ts).
    HOLIDAYS_AS_RIGHT,
    // "di quanto aumenta il minimo di un operaio con l'ultimo rinnovo?" (topics-rt4.ts).
    RENEWAL_AS_WORK,
    // "di quanto aumenta il TEM della D1 con la tranche di luglio, e l'aumento del rinnovo 2025-2028?".
    String.raw`\btranche\b|\btem\b|\brinnov\w* (?:del )?(?:20\d\d|ccnl)\b`,
    // "restano iscritti alla Cassa Edile di Padova? quale contratto integrativo applico?": a building firm's workers,
    // whatever flat the story rents for them.
    String.raw`\bcass[ae] edil\w*|\bcontratt\w* integrativ\w*|\boperai\w* in trasfert\w*`,
    // "visita fiscale: a che ora può passare il medico?": the sick worker's duty (topics-rt5.ts).
    SICKNESS_CHECK,
    String.raw`quant\w* (?:giorni di |settimane di |ore di )?ferie|ferie (?:maturat|non godut|residu|pagat|spettan|ho|mi spettano|matur)|giorni di ferie|\brol\b|ex festivit`,
    // "quante ore di permesso pagato le spettano … per rinnovare il permesso di soggiorno": the worker's paid leave.
    String.raw`\bore di permess\w*|permess\w* (?:retribuit|pagat|104|sindacal|per (?:il |la |l'|un |una )?(?:malattia|matrimonio|lutto|studio|visit))|legge 104|congedo (?:parental|matrimonial|di maternit|di paternit|per (?:il )?matrimonio)`,
    String.raw`malattia (?:e |è )?pagat|pagat\w* (?:la |i giorni di )?malattia|\bmalattia\b[^.?]{0,30}\bpag(?:a|ano|ata|ate|ato|ament\w*|he\w*)\b|\bpagament\w* (?:della |dei giorni di )?malattia|indennita di malattia|comporto|infortunio sul lavoro`,
    // "è andato al pronto soccorso … Il giorno dell'infortunio chi lo paga? L'INAIL copre tutto?": an injury and its
    // insurer are work's own, whatever hospital the story tells (a private accident policy is "infortuni", plural).
    String.raw`\binail\b|\binfortunio\b(?! (?:domestic|in casa|a casa|sugli sci|stradal))`,
    // "quanti giorni di malattia le deve pagare, e per quanto tempo le deve tenere il posto?": sickness paid and
    // the job kept, whatever pension or family the story tells.
    String.raw`\bmalattia\b[^.?]{0,30}\bpagar(?:e|l[aeio]|gli)\b|\b(?:conservazion\w*|conserv\w*|ten(?:ere|erl[aeio]|ergli|ermi|erti|ga|gono|uto|uta)|mantener\w*|mantien\w*) (?:del |il |loro il |le il |gli il )?posto\b(?! (?:a sedere|in prima|al ristorante|in macchina|in auto|in fila|auto))`,
    // "quanto mi devono pagare questi tre giorni di carenza?": the first days of a sickness the employer pays, a
    // term of employment whatever mortgage or family the story tells ("carenza" alone may be a vitamin's).
    String.raw`\b(?:giorni|periodo) di carenza\b|\bcarenza (?:della |per |di )?malatti|\b(?:mi|ci) (?:devono|dovrebbero|dovranno) pagare\b`,
    // "pagarlo" alone says no object: the clause it points back to decides (a car tax is not pay).
    String.raw`\b(?:mi|ci|gli|le|ti) pag(?:a|ano|hera|heranno)\b|\bpagarmi\b`,
    String.raw`\bcolf\b|\bbadant|baby.?sit+er|vacanza contrattuale|una tantum|rinnov\w* (?:del |dei )?(?:ccnl|contratt\w* (?:collettiv|nazional))|periodo di prova (?:del|nel|per il|per un|di un) (?:contratto di lavoro|lavoro|dipendent|impiegat|operai|livell)`,
  ].join('|'),
);

// A fine is a road one only with the road beside it ("una multa per eccesso di velocità", "la multa dell'auto"):
// "altrimenti rischia una multa" on a payslip's withholding is a sanction of that duty, the payroll's own ask.
const TRAFFIC_FINE =
  /\bmult[ae]\b[^.?!;]{0,40}?\b(?:eccesso di velocit|velocit|sosta|autovelox|vigil|polizia|stradal|auto|macchina|moto|semaforo|ztl|codice della strada|giudice di pace|punti)|\b(?:auto|macchina|moto|stradal\w*|vigil\w*|autovelox)\b[^.?!;]{0,40}?\bmult[ae]\b|\bmult[ae] (?:strad|dell'auto|della macchina)/;

/** Domains outside work, each a closed list of the things people ask about in it. */
/**
 * Works on one's own home and their tax bonuses ("sto ristrutturando il bagno della mia prima casa: che detrazione
 * ottengo?", "il superbonus", "l'ecobonus"): a homeowner's tax relief, not a term of employment. A firm that
 * renovates ("lavoro in un'impresa di ristrutturazioni") is the workplace (FIRM_WORKED_FOR below).
 */
const HOME_WORKS =
  /\bbonus (?:ristruttur\w*|casa|edilizi\w*|facciate|verde|barriere)|\bsuperbonus\b|\becobonus\b|\bsismabonus\b|\bdetrazion\w* (?:fiscal\w* )?(?:per (?:la |le |i |gli )?)?(?:ristruttur\w*|lavori (?:in|di) casa|interventi edilizi|riqualificazion\w*)|\bristruttur\w* (?:il |la |l'|i |le )?(?:mi[oa] |nostr[oa] )?(?:bagno|cucina|casa|appartamento|villetta|immobile|abitazione)\b(?! (?:di|del|della|dei|per) (?:un |una |il |la |i )?(?:client|committent))/;

export const OUTSIDE_WORK: readonly { domain: string; pattern: RegExp }[] = [
  {
    // Choosing a care home, a nursery or a school for a relative, and its fee: a family's purchase, not work.
    domain: 'servizi di cura e scuole',
    pattern:
      /\bretta\b|\b(?:consigli\w*|trovare|scegliere|cerco|cerchiamo) (?:\w+ ){0,3}?(?:rsa|casa di riposo|struttura per anzian\w*|asilo nido|scuola materna|badante brav\w*)\b/,
  },
  {
    // Food-hygiene certificates and their courses are a public-health duty, not a term of the agreement; so are
    // the allergens a menu or a label must declare ("il pesto va segnato come frutta a guscio?").
    domain: 'igiene alimentare',
    pattern:
      /\bhaccp\b|attestat\w* (?:di )?alimentarist|libretto sanitario|corso (?:di )?igiene alimentare|\ballergen[ei]\b|\bfrutta a guscio\b|\betichett\w* (?:alimentar|nutrizional)\w*|\btabell\w* nutrizional\w*|\bsenza glutine\b/,
  },
  {
    domain: 'documenti personali',
    pattern:
      /carta (?:d(?:i |'| ))?identit|\bcie\b|\bpas+aport|permesso di soggiorno|\bpatente\b(?! (?:di guida )?(?:[a-e]1?\b|c ?\+ ?e\b|ce\b|cqc\b|professional|superior))|\brinnov\w* (?:della |la |mia |sua |il )?(?:(?:rinnovo|visita medica) (?:della |per la )?)?patente\b|\bvisita medica (?:per |della |di rinnovo della )(?:il rinnovo della |la )?patente\b|\bautoscuol\w*|\bguide obbligatori\w*|\bfoglio rosa\b|\bscuola guida\b|\bspid\b|codice fiscale|tessera sanitaria|cambio di residenza|\banagrafe\b|\bquestura\b|certificat\w* (?:di nascita|di residenza|anagrafic|penale)/,
  },
  {
    domain: 'veicoli',
    pattern: new RegExp(
      String.raw`passaggio (?:di )?propriet|\b(?:vend|compr)\w* (?:la |una |il |un |l'|lo )?(?:mia |mio |vecchia |vecchio |nuova |nuovo )*(?:auto|automobile|macchina|moto|motorino|scooter|vettura)\b|pas+aggio di propriet|\b(?:auto|moto|macchina) usat|\bbol+o (?:auto|della macchina|dell'auto|della moto)|\bbol+o\b.*\b(?:macchina|auto|moto|furgon\w*|camion\w*|mezz[oi]|veicol\w*|autocarr\w*)\b|\bbol+o (?:annual\w*|del (?:furgone|camion|mezzo|veicolo))|superbollo|\bipt\b|\bpra\b|revisione (?:auto|dell'auto|della macchina|della moto)|rc auto|assicurazione (?:auto|della macchina|dell'auto)|telepass|${TRAFFIC_FINE.source}|divieto di sosta|autovelox`,
    ),
  },
  {
    domain: 'casa',
    pattern: new RegExp(
      String.raw`\bimu\b|\btasi\b|\btari\b|\bmutuo\b|\baffitt|padrone di casa|\brogito\b|\bnotaio\b|compravendit|\bcaparra\b|trasloc\w*\b(?! (?:di |del |dello |della |dell')?(?:magazzin|uffic|sede|aziend|capannon|stabiliment|negozi|reparto|archivi))|canone concordato|cedolare secca|\binquilin\w*|\blocazion\w*(?! (?:di manodopera|di personale|di opere))|\bcanone (?:di locazione|d'affitto|dell'affitto|all'inquilino)|seconda casa|rendita catastal|imposta di registro|\bcondominial|\bascensor|\bmillesim|\blastric|\bregolamento (?:di |del )?condomin|\bassemblea (?:di |del )?condomin|${HOME_WORKS.source}`,
    ),
  },
  // (A bookkeeper's tasks, "le liquidazioni IVA", "i modelli F24", describe a job, not a tax of the asker's.)
  {
    domain: 'tasse non sul lavoro',
    pattern:
      /\b730\b|dichiarazione dei redditi|modello redditi|spese (?:mediche|sanitarie)|\bdetra(?:rre|zione) (?:gli |le |il )?(?:occhiali|dentista|spese|farmac)|(?<!modell\w* |predisposizion\w* (?:dei |degli )?|invio (?:dei |degli )?)\bf24\b|codice tributo|partita iva|(?<!liquidazion\w* (?:periodic\w* )?(?:dell'|della |dell )?|registr\w* )\biva\b|cartell\w* (?:esattorial|dell'agenzia)|riscossione|rottamazione|successione|canone rai|\brateizz|\bprecompilat|\bvinted\b|\bebay\b|oggetti usati/,
  },
  // The civil-invalidity allowances asked for themselves ("come si fa la domanda per l'accompagnamento e quanto
  // prende?"): INPS welfare, not pay.
  {
    domain: 'prestazioni e bonus fuori busta',
    pattern:
      /assegno unico|asegno unico|\bisee\b|\bdsu\b|bonus (?:asilo|nido|nuovi nati|bebe|elettrodomestic|mobili|affitt|psicolog|trasporti|cultura|vista|tv)|carta (?:dedicata a te|acquisti)|assegno di inclusione|reddito di cittadinanza|\b(?:domanda|richiesta|richieder\w*|chieder\w*|importo|quanto \w+)\b[^?]{0,40}\b(?:indennita di accompagnamento|pensione di invalidita|assegno (?:mensile )?di invalidita)\b|\b(?:indennita di accompagnamento|pensione di invalidita)\b[^?]{0,40}\b(?:quanto (?:prende|spetta|vale)|importo|a quanto ammonta|come si (?:fa|chiede|richiede))/,
  },
  {
    domain: 'pensioni',
    pattern:
      /(?<!fondo |fondi )\bpension[ei]\b|\bpensionat|reversibilit|quota 10\d|opzione donna|\bape sociale|riscatt\w* (?:della )?laurea/,
  },
  // A supplement, a sleeping aid or a dose to take ("mi consigli la melatonina, e quanta prenderne?"): a doctor's
  // or a pharmacist's advice, whatever night shifts the story tells.
  {
    domain: 'integratori e farmaci',
    pattern:
      /\bintegrator[ei]\b(?! salarial)|\bmelatonin\w*|\bsonnifer\w*|\bvalerian\w*|\bcamomill\w*|\bbenzodiazepin\w*|\bansiolitic\w*|\bvitamin\w*|\bposologi\w*|\bdosaggi\w*|\b(?:quante|che) (?:gocce|compresse|pastiglie|capsule)\b/,
  },
  {
    domain: 'salute',
    pattern:
      /medico di (?:base|famiglia)|pronto soccorso|\bcup\b|impegnativa|(?<!\bapr\w* (?:un |il |una |la )?(?:nuovo )?)(?<!\blicenzi\w*\b[^.?!;]{0,40})\bticket\b(?! (?:al|all'|allo|col|con il|di|per il|d') ?(?:fornitor|assistenz|support|helpdesk|help desk|softwar|tecnic))(?![^.?!;]{0,30}\blicenzi)|visit\w* (?:oculistic|specialistic|dal dentista|cardiologic)|tachipirina|\bfarmaci\b|\bmedicinal|vaccin|guarir|sintomi|veterinari\w* di turno|\bcane\b|\bgatto\b/,
  },
  {
    domain: 'scuola',
    pattern:
      /iscrizion\w* (?:a scuola|alla scuola|alla prima|all'asilo|al nido|alla mensa|all'universit)|iscriver\w* (?:alla|all'|a) (?:prima|scuola|asilo|nido|universit|elementar)|mensa scolastica|(?:retta|iscrizion\w*|graduatori\w*|posto) (?:dell'|all'|al |nell'|per l'|per il )?(?:asilo|nido)|\bbocciat|libri di testo|prima elementare|scuola (?:elementare|media|primaria) (?:di|per) mi[oa]/,
  },
  // A university's own fees and study load ("quanto pago di tasse universitarie, quanti crediti all'anno?"): the
  // university's rules, whatever job the student has; a working student's exam leave stays work's own.
  {
    domain: 'università',
    pattern:
      /\btasse (?:universitari\w*|dell'universit\w*|d'iscrizione all'universit\w*)|\b(?:rett\w*|contribut\w*|contribuzion\w*) (?:universitari\w*|all'universit\w*|dell'universit\w*)|\bquanti (?:crediti|cfu)\b|\bcfu\b|\bcrediti (?:formativi )?(?:universitari\w*|all'anno|l'anno|per anno)\b|\bstudent\w* (?:universitari\w* )?(?:a )?(?:part.?time|tempo parziale)\b[^?]{0,80}\b(?:tasse|crediti|esami all'anno)\b/,
  },
  {
    domain: 'viaggi e vacanze',
    pattern:
      /\bvacanz|\bmet[ae] (?:per|turistic|economic)|\bmete\b|dove (?:andare|mi consigliate|consigliate|portare)|traghett|\bvol[oi] (?:cancellat|in ritardo|per |low cost|economic)|prenot\w* (?:il |un )?volo|compagnia aerea|villaggio turistic|campeggi|\bmare\b|spiagg|in montagna|viaggi\w* di nozze|luna di miele|serve il visto|citta d'arte|\b(?:albergo|hotel) economic|per andare in (?:grecia|spagna|francia|sardegna|sicilia|egitto)|\bmeglio\b[^?]*\bo\b|(?<!\b(?:accordo|contratto|intesa|ccnl|rinnovo) )ponte del|espatrio|\bitinerari\w*|\bquartier[ei] (?:vale|da vedere|visitare)|cosa (?:vedere|visitare)|da visitare|quali treni|\btren[oi] (?:da|per|conviene)\b|bigliett\w* (?:del|dei) tren/,
  },
  {
    domain: 'acquisti e servizi ai consumatori',
    // ("quanto ha reso la rivalutazione?": what a fund yielded, not a shop's return.)
    pattern:
      /(?<!\b(?:ha|hanno|avrebbe|avrebbero|abbia|avra) )\breso\b|\brimborsarmi\b|ridare i soldi|diritto di recesso|garanzia (?:legale|del prodotto|sul|di (?:2|due) anni)|difettos|acquist\w* online|ordinat\w* online|abbonament|\bpalestra\b|netflix|spotify|amazon|smartphone|cellulare|telefonino|\bportatile\b|\btablet\b|televisor|\bvin[oi] (?:ross|bianc|da abbinar)|abbinar\w* (?:a|al|con)\b|fornitor\w* di (?:luce|gas)|luce e gas|\bbollett[ae]\b|\bdisdic|\bdisdir|\bdisdett|far pulire|\bvernic[ei]\b|far verniciar|verniciar\w* (?:casa|le pareti|il cancello|la ringhiera)|ridiping|pacco/,
  },
  // A neighbourhood time bank ("la banca del tempo del quartiere, dove ci si scambia ore di favori"): an
  // association of neighbours, not the bank of hours of a working schedule.
  {
    domain: 'banca del tempo tra vicini',
    pattern:
      /\bbanc\w* del tempo\b[^?]{0,80}?\b(?:quartier\w*|vicin\w*|associazion\w*|comune|favor\w*|scambi\w*)|\b(?:quartier\w*|vicin\w*|favor\w*)\b[^?]{0,60}?\bbanc\w* del tempo\b|\bscambi\w* (?:di )?ore di favor/,
  },
  // Opening a business and its permits ("che requisiti servono per la SCIA?", "la licenza per il bar"): the
  // municipality's procedures, not a term of employment.
  {
    domain: 'autorizzazioni per aprire un’attività',
    pattern:
      /\bscia\b|\bsuap\b|licenz\w* (?:commercial|di somministrazion|per (?:il|un|aprire)|del (?:bar|ristorante|negozio))|autorizzazion\w* (?:sanitari|comunal|per (?:aprire|il locale))|dehors|suolo pubblico|camera di commercio|(?:aprire|apertura di|aprir\w*) (?:un[ao]? |la (?:mia )?|il (?:mio )?)?(?:nuov[oa] )?(?:attivita|negozio|bar|pizzeria|ristorante|locale|partita)\b[^?]*\b(?:requisit|pratic|document|permess|autorizzazion|cost[oa] (?:la pratica|aprire))/,
  },
  // A shop's or a firm's trademark, a patent or a design registered ("registrare il marchio col nome della
  // bottega", "quanto costa all'ufficio brevetti?"): industrial property, the UIBM's procedure, not employment.
  {
    domain: 'marchi e brevetti',
    pattern:
      /\b(?:registr|deposit|tutel|protegg)\w* (?:il |un |lo |del |dei |i )?(?:(?:mio|nostro|proprio) )?(?:marchi[oa]?|logo|brevett\w*)\b|\b(?:registrazion\w*|deposito) (?:del |di un |dei )?(?:marchi[oa]?|brevett\w*)\b|\bufficio (?:italiano )?(?:dei )?(?:brevetti|marchi)\b|\buibm\b/,
  },
  // A business's own invoices and their exchange system ("una fattura elettronica scartata dallo SdI"): the
  // trader's VAT bookkeeping, whatever payroll the writer also runs.
  {
    domain: 'fatturazione elettronica',
    pattern:
      /\bfattur\w* elettronic|\bsistema di interscambio\b|\bsdi\b|\b(?:fattur\w*|nota di credito|note di credito)\b[^.?!;]{0,60}?\bscartat|\bscart\w* (?:della |di una |delle )?fattur|\bnot\w* di credito\b|\bcorrispettivi telematici\b|\bscontrino elettronico\b/,
  },
  // The business's legal form and tax regime ("snc in forfettario o srl?"): the owners' choice, not employment.
  {
    domain: 'forma societaria e regime fiscale dell’impresa',
    pattern:
      /\bregime (?:fiscale )?forfettari\w*|\bin forfettario\b|\bforfettario (?:al|o|oppure|conviene)\b|\bforma (?:societaria|giuridica)\b|\bcostituir(?:ci|si|mi|e) (?:in |come |una? )?(?:srl|snc|sas|societa)\b|\b(?:snc|srl|sas|ditta individuale)\b (?:o|oppure|vs|contro) (?:la |una |un )?(?:snc|srl|sas|ditta individuale|forfettari\w*)\b/,
  },
  // The shop's equipment and bank services, whatever workplace they are for ("un POS per il bar").
  {
    domain: 'attrezzature e servizi bancari dell’attività',
    pattern:
      /\bpos\b(?! di lavoro)|commission\w* (?:sulle|delle|per le) carte|registratore di cassa|macchin\w* del caffe|canone (?:mensile |di noleggio |diverso)|\bnoleggio\b[^?]*\b(?:pos|macchin|auto|furgon)/,
  },
  {
    domain: 'risparmio e credito personale',
    pattern:
      /\bprestit|finanziament|conto deposito|conto corrente|\b(?:quale|che|qual e la) banca\b|\bapr\w* (?:un |il )?conto\b(?! (?:alla|sulla|presso la) (?:cassa edile|ditta|azienda))|\bconto (?:online|senza spese|a zero spese|a canone zero|gratuit\w*)\b|\bbtp\b|buon\w* fruttifer|investir|fondo azionario|\bazioni\b|criptovalut|bitcoin|\bestingu|tasso fisso|\bspread\b|\bspred\b|\bbce\b|carta di credito/,
  },
  // A private insurance policy and its claims ("la multirischio sulla casa ci rimborsa il vaso?", "come si fa la
  // denuncia del sinistro?"): the insurer's contract, whatever worker caused the damage; INAIL is work's own.
  {
    domain: 'assicurazioni private',
    pattern:
      /\bassicurazion\w* (?:multirischio|sulla casa|della casa|casa\b|sulla vita|vita\b|privat\w*)|\bmultirischio\b|\bpolizz\w* (?:casa|multirischio|vita|sulla casa|della casa|rc\b)|\bdenunci\w* (?:del |di |il |un )?sinistr|\b(?:il|del|un|al) sinistro\b|\bcompagnia (?:assicurativ|di assicurazion)|\brc (?:famiglia|capofamiglia)\b/,
  },
  // Whether a false statement is a crime is a penal question, whatever labour paper it is written on.
  {
    domain: 'responsabilità penale',
    pattern:
      /\(non (?:e|è) vero\)|\b(?:scrivere|dichiarare|mettere|dire|attestare) (?:il )?falso\b|\breat[oi]\b|\btruff\w*|\bpenalment|falso ideologic|denuncia penale/,
  },
  // Weather as the cause of a work stoppage ("la cigo meteo", "causale eventi meteo") is work's own.
  {
    domain: 'tempo libero e conversazione',
    pattern:
      /(?<!\b(?:cig[os]?|cassa integrazione|eventi?|causale|bollettin[oi]|allert[ae]|intemperi[ae]|sospensione) )\bmeteo\b(?! (?:della cig|in cantiere|sul cantiere))|che tempo fa|ricett|carbonara|scudetto|campionato|\bcalcio\b|\bchampions\b|\beuropa league\b|\btempi supplementari\b|\bcalci di rigore\b|\bformula (?:1|uno)\b|\bmotogp\b|\bserie a\b|\bfilm\b|\bseri[ea] (?:tv|televisiv\w*|da vedere)\b|\bpodcast\b|\blibr[oi] da leggere\b|barzellett|\bcapitale (?:d|dell)|oroscopo|\btradu(?:ci|rre)\b|quanti giorni mancano|\b(?:in che giorno|che giorno|quando) cade (?:la )?pasqua\b|monte bianco|ristorante (?:di|per|a)\b|\b(?:consigl\w*|suggeri\w*|trovar\w*|cerco|cerchiamo) (?:\w+ ){0,3}?(?:ristorant|pizzeri|trattori|osteri|agriturism|local[ei] (?:per|dove))\w*|\b(?:messaggio|biglietto|testo|frase) (?:di |d')?(?:invito|auguri|saluto)\b|a che ora (?:apre|chiude)|come stai/,
  },
];

/**
 * A business of the writer's placed by the sea or in the mountains ("l'altro nostro albergo, quello al mare", "il
 * mio negozio in montagna"): where the workplace is, not a holiday asked about.
 */
const OWN_SITE_PLACE =
  /\b(?:nostr[oaie]|mi[oa]|miei|vostr[oaie]|su[oa]|suoi|loro|altr[oaie]) (?:\w+ )?(?:albergh?[oi]|hotel|struttur[ae]|ristorant[ei]|negoz[io]o?|stabiliment[oi]|bar|punt[oi] vendita|sed[ei]|filial[ei]|local[ei]|residence|pizzeri[ae]|campeggi[oi]|villagg[io]o?|camping|lidi?o?|ditt[ae]|aziend[ae]|cantier[ei])\b[^.?!;]{0,30}?\b(?:al mare|in montagna|sul lago|in spiaggia|sulla spiaggia|in riviera)\b/g;

/**
 * A season's job placed by the sea or in the mountains ("prima facevo la stagione al mare in Liguria", "ho fatto
 * tre stagioni in montagna"): "fare la stagione" is seasonal work, not a holiday asked about.
 */
const SEASON_WORKED =
  /\b(?:f(?:a|o|ai|anno|accio|acevo|aceva|acevamo|acevano|are|atto|atta)|lavora\w*|lavorato) (?:(?:la|le|una|un'altra|tre|due|quattro|cinque|diverse|molte|tante|qualche|delle) )?(?:\w+ )?stagion[ei]\b(?: (?:estiv\w*|invernal\w*))?[^.?!;]{0,20}?\b(?:al mare|in montagna|sul lago|in spiaggia|sulla spiaggia|in riviera|sulla neve)\b/g;

/**
 * A firm worked for, named by its trade ("guidavo camion per una ditta di traslochi", "lavoro presso un'agenzia
 * immobiliare"): the employer's business, not a house move or a sale asked about.
 */
const FIRM_WORKED_FOR =
  /\b(?:per|in|presso|dentro) (?:una |un |un'|la |il |l'|quella |questa |nostra |mia )?(?:ditta|impresa|azienda|societa|agenzia|cooperativa|coop)\b(?: (?:di|dei|del|della|delle|per|che fa|che fa i)\b)? ?[\w']+/g;

/** The text without the places it tells as a workplace (the writer's own site, a season worked there, a firm). */
export function withoutWorkPlaces(text: string): string {
  return text.replace(OWN_SITE_PLACE, ' ').replace(SEASON_WORKED, ' ').replace(FIRM_WORKED_FOR, ' ');
}

/** The domain outside work a text names, if any. */
export function outsideDomain(text: string): string | undefined {
  const told = withoutWorkPlaces(text);
  return OUTSIDE_WORK.find((d) => d.pattern.test(told))?.domain;
}
