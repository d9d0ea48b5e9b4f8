/**
 * Jobs people describe without the profiles' words: English titles ("sales assistant", "warehouse operator"),
 * a shop run or a department led in plain words ("mando avanti il negozio", "organizza i turni delle commesse"),
 * the receiving and shipping a store worker does, and a child looked after at home. Each phrase gains the words
 * the example profiles use, so the profile that fits is matched by the usual scoring; nothing here names a level.
 */
/**
 * Another of the trade in the story, outside a denial ("il primo barman", "con il capo cuoco", "un altro pizzaiolo",
 * not "senza altri cuochi"): a head, a deputy, a second or another one.
 */
const otherOfTrade = (others: string) =>
  String.raw`(?<!\b(?:senza|nessun\w*|non|ne)\s(?:[\p{L}']+\s){0,3})\b(?:prim[oa]|1|capo|second[oa]|altr[oiae]|vice|sous)\s(?:${others})\b`;

/** The sole one of a trade, said outright or as working alone, when the story names no other of it. */
const soleOfTrade = (trade: string, title: string, others: string): [RegExp, string] => [
  new RegExp(
    String.raw`(?<![\s\S]*${otherOfTrade(others)}[\s\S]*)(?:\bunic[oa] (?:${trade})\b|\b(?:${trade}) (?:e |è |sta |lavora )?(?:da sol[oa]|unic[oa])\b)(?![\s\S]*${otherOfTrade(others)})`,
    'gu',
  ),
  `$& ${title} unico`,
];

export const JOB_PHRASES: [RegExp, string][] = [
  // English titles, as Italian workers write them.
  [/\b(?:sales|shop|store|retail) (?:assistant|associate|advisor|clerk)s?\b/gu, 'commesso addetto vendite'],
  // An assistant or deputy manager helps whoever runs the shop: not the manager's profile.
  [/(?<!(?:assistant|vice|deputy) )\b(?:store|shop|retail) manager\b/gu, 'gestore negozio'],
  [/\bwarehouse (?:operator|worker|clerk|keeper|assistant)s?\b|\bwarehouseman\b/gu, 'magazziniere'],
  [/\bcashiers?\b/gu, 'cassiere'],
  // Working the till is the cashier's job: "lavora alla cassa di un bar", "sto in cassa al supermercato".
  [
    /(?<!\b(?:non|niente|mai)\s(?:\S+\s){0,2})\b(?:alla|in|la|le) cass[ae]\b(?! (?:non\b|(?:la |le )?(?:faccio|fa) mai\b))(?! (?:integrazion|edil|malati|mutu|comun|previdenz|depositi|risparmi))/gu,
    '$& cassiere',
  ],
  // A hotel's room attendant: "rifaccio le camere", "addetta alle camere", "housekeeping", "room attendant".
  [
    /\b(?:rifa\w* (?:le |i )?(?:camere|stanze|letti)|riassett\w* (?:delle |le )?(?:camere|stanze)|addett\w* (?:alle|ai) (?:camere|piani)|housekeeping|room (?:attendant|maid)s?|chambermaids?)\b/gu,
    '$& cameriera ai piani',
  ],
  [/\b(?:waiter|waitress)(?:es)?\b/gu, 'cameriere'],
  [/\bbartenders?\b/gu, 'barman'],
  [/\b(?:nanny|babysitter)\b/gu, 'baby sitter'],
  [/\bcaregivers?\b/gu, 'badante'],
  [/\b(?:cleaners?|cleaning staff)\b/gu, 'pulizie'],
  // A dishwasher ("lavapiatti", "plongeur", "lava i piatti", "addetto alla lavastoviglie") is kitchen cleaning
  // staff: the profiles' "personale di fatica e/o pulizia addetto alla cucina".
  [
    /\blavapiatti\b|\bplonge(?:ur|use)s?\b|\bdishwashers?\b|\blav\w* (?:i )?piatti\b|\blavaggio (?:delle )?stoviglie\b|\blavastoviglie\b/gu,
    '$& fatica pulizia cucina',
  ],
  [/\b(?:team leader|department manager|floor supervisor)\b/gu, 'capo reparto'],
  // A cook who runs the kitchen ("un cuoco che dirige tutta la cucina", "responsabile della cucina", "head chef").
  [
    /\b(?:cuoc[oa]|chef) (?:che )?(?:dirig\w*|gestisc\w*|coordin\w*|guid\w*|e responsabile d\w*|ha in mano) (?:tutta |l'intera |da sol[oa] )?(?:la |le )?cucin[ae]\b|\bresponsabile (?:di |della )?cucina\b|\b(?:head|executive) chef\b|\bchef di cucina\b|\b(?:dirig|guid|coordin|gestisc|gestir)\w* (?:tutta |l'intera )?la brigata (?:di |della )?cucina\b/gu,
    '$& capo cuoco',
  ],
  [/\baccountants?\b/gu, 'contabile'],
  // Running a shop: "mando avanti il negozio", "gestisco il punto vendita", "apro e chiudo io".
  [
    /\b(?:mand\w* avanti|gestisc\w*|gestir\w*|dirig\w*|ho in mano) (?:io |lui |lei |noi )?(?:da sol[oa] )?(?:il |un |lo |l'|quel )?(?:negozio|punto vendita|filiale|supermercato)\b/gu,
    '$& gestore gerente responsabile',
  ],
  [
    /(?<!\baiut\w* (?:la |il |l')?)\bresponsabil\w* (?:del|di un|di) (?:negozio|punto vendita|filiale)\b/gu,
    '$& gestore gerente responsabile',
  ],
  // Leading a department: "responsabilità del reparto", "organizza i turni delle commesse".
  [/\bresponsabil\w* (?:del|di|dell'|di un) ?reparto\b|\bcap[oa] (?:del )?reparto\b/gu, '$& capo reparto'],
  [
    /\borganizz\w* (?:i |gli )?turni (?:del|della|dei|delle|di)\b|\bcoordin\w* (?:le |i |gli )?(?:\d+ |due |tre |quattro |cinque |sei |sette |otto |dieci )?(?:commess\w*|addett\w*|colleghi|colleghe|dipendenti)\b/gu,
    '$& capo reparto coordinamento',
  ],
  // Whoever runs the warehouse is the profiles' «capo magazzino»: "responsabile del magazzino", "responsabile di
  // tutto il magazzino", "gestisce il magazzino", "capo del magazzino", "warehouse manager".
  [
    /\bresponsabil\w* (?:del |di |dell'|di un |dei |di tutto il |dell'intero |di tutti i )?magazzin\w*|\bcap[oa] (?:del |di )?magazzin\w*|\b(?:gestisc\w*|gestir\w*|dirig\w*|mand\w* avanti) (?:io |lui |lei )?(?:il |un |l'intero |tutto il )?magazzin\w*|\bwarehouse (?:manager|supervisor)\b/gu,
    '$& capo magazzino direttive',
  ],
  // The only cook (or barman) of the place does the whole job alone: the profiles' «cuoco unico», «barman
  // unico" ("è l'unico cuoco", "il cuoco è da solo in cucina", "cuoco unico"); not one with another of the trade
  // named above or beside ("sotto c'è il primo barman che comanda": the cocktails made "da solo" are no sole post).
  soleOfTrade('cuoc[oa]', 'cuoco', String.raw`cuoc\w*|chef|cucin\w*`),
  soleOfTrade('barman', 'barman', String.raw`barman|barist\w*`),
  soleOfTrade('pizzaiol[oa]', 'pizzaiolo', String.raw`pizzaiol\w*`),
  // The house cleaned and the laundry, meals or shopping done besides: the household's all-round helper
  // ("pulizia della casa, lavaggio e stiratura, preparazione dei pasti"), not one who only cleans.
  [
    /\bpulizi\w*(?: e riordino)? (?:della |dell'|di |delle )?(?:casa|abitazion\w*|appartament\w*|stanze)\b[^.;]{0,60}?\b(?:stir\w*|lavaggio|bucato|pasti|cucin\w*|spesa)\b/gu,
    '$& collaboratore familiare generico polifunzionale',
  ],
  // Receiving goods, putting them away and preparing shipments is the store worker's job.
  [
    /\bricev\w* (?:la |le |i )?merc[ei]\b|\bprepar\w* (?:le |gli )?(?:spedizion\w*|ordini da spedire|colli)\b|\bscaric\w* (?:i |il )?(?:camion|bancali|furgon\w*)\b/gu,
    '$& magazziniere',
  ],
  // A forklift and loading bays are the warehouse's work, whatever the firm transports: "col muletto",
  // "carrellista", "carico e scarico merci" (not a driver's, who drives the goods away).
  [
    /\bmulett\w*|\bcarrell\w* elevator\w*|\bcarrellist\w*|\bforklift\b|\btranspallet\w*|\bcaric\w* e scaric\w*/gu,
    '$& magazziniere',
  ],
  // Deliveries by van with a car licence: the distribution driver of the profiles, on a vehicle with no tachograph.
  [
    /\bconsegn\w* (?:in citta|a domicilio|porta a porta|col furgon\w*|con il furgon\w*)|\bfurgon\w*\b/gu,
    '$& distribuzione',
  ],
  [/\bpatente b\b/gu, '$& senza cronotachigrafo'],
  // A lorry's licence and rig say the driver's class: C+E (or "CE") drives an articulated lorry, a C alone a rigid
  // lorry ("motrice", "camion senza rimorchio"), whatever the firm calls the vehicle.
  [
    /\b(?:patente|patenti) (?:c ?\+? ?e|ce)\b|\b(?:bilico|semirimorchi\w*|autoarticolat\w*|autotren\w*|trattore (?:stradale|con semirimorchio))\b/gu,
    '$& autoarticolato',
  ],
  [
    /\b(?:patente|patenti) c\b(?! ?\+? ?e\b)|\bmotrice\b|\b(?:camion|autocarro) senza rimorchio\b/gu,
    '$& autocarro isolato',
  ],
  // Setting up the machines or working from technical drawings is the specialised worker's job ("fa
  // l'attrezzaggio", "legge i disegni", "attrezzista"), however the firm calls it; not when denied ("non fa
  // saldature né legge disegni complicati", "non sa leggere i disegni").
  [
    /(?<!\b(?:non|ne|senza)(?: \p{L}+)? )(?:\battrezz(?:aggio|aggi|a|ano|are|ava|ista|isti)\b|\b(?:legg\w*|lett\w*|interpret\w*|capisc\w*) (?:i |il |dei |del )?disegn\w*|\bdisegn\w* tecnic\w*)/gu,
    '$& operaio specializzato',
  ],
  // Running a machine or a plant of the production ("avvio e conduco la macchina", "conduzione dell'impianto") is
  // work on the production process itself, not on a phase of it, and it asks knowledge of the machine.
  [
    /(?<!\b(?:non|niente|nessuna|senza) )\b(?:conduc\w*|conduzione) (?:di |della |delle |dei |dell')?(?:la |le |una |un |il |i |gli |l')?(?:macchin|impiant)\w*/gu,
    '$& processo produttivo che richiede conoscenze',
  ],
  // Work on a production line, said plainly: "sto sulla linea", "lavoro in linea", "alla catena di montaggio"; not
  // when the same sentence says the worker runs the machine.
  [
    /\b(?:sto|sta|stare|lavor\w*|messo|messa|addett\w*) (?:sulla|in|alla|nella) (?:linea|catena di montaggio)\b(?![^.;?!]*(?<!\b(?:non|niente|nessuna|senza) )\b(?:conduc\w*|conduzione) (?:di |della |delle |dei |dell')?(?:la |le |una |un |il |i |gli |l')?(?:macchin|impiant))/gu,
    '$& fasi del processo produttivo',
  ],
  // A job learnt in a few hours or days is one that needs no particular knowledge ("te lo insegnano in mezza
  // giornata", "si impara in un giorno", "dopo un breve addestramento").
  [
    /\b(?:(?:ti|te lo|me lo|lo|la|ce lo|si) )?(?:insegn\w*|impar\w*) in (?:mezza giornata|un(?: solo)? giorno|poche ore|pochi giorni|due giorni|un'ora|un paio d'ore)\b|\bbreve addestramento\b/gu,
    '$& non richiedono particolari conoscenze',
  ],
  // Working on one's own is the autonomy the concept levels' definitions ask for: a task verb and then "da sola"
  // ("seguo la contabilità fino al bilancio da sola", "interviene da solo sui guasti"), "senza nessuno sopra che mi controlla", "in piena
  // autonomia". Being alone in a place ("sono da sola in negozio") says nothing of the job.
  [
    /\b(?:segu|gestisc|gestiv|tien|teng|cur|redig|chiud|facc|svolg|prepar|organizz|port|interv|ripar|risolv|aggiust)\w*\b[^.;?!]{0,60}?\bda sol[oa]\b|\bsenza (?:nessuno|alcuno)(?: sopra)?(?: che)? (?:mi |ti |lo |la |li |ci |l')?(?:controll|supervision|verific)\w*|\bin (?:piena |totale |completa )?autonomia\b|\bautonomamente\b/gu,
    '$& autonomia',
  ],
  // Books kept up to the balance sheet are the expert accountant's work, not the clerk's entries.
  [
    /\b(?:fino al|fino alla redazione del|compreso il|compresa la chiusura del|chiusura del|chiudo il|chiude il|redig\w* il|prepar\w* il) bilanci\w*|(?<!\b(?:non|senza|ne|né) )\b(?:chiud\w*|redig\w*|prepar\w*|predispo\w*) (?:i |gli ultimi |i relativi )?bilanci\b/gu,
    '$& contabile esperto di bilancio',
  ],
  // Tax returns prepared ("prepara le dichiarazioni dei redditi", "compila i 730") are the tax specialist's work.
  [
    /(?<!\b(?:non|senza|ne|né) )\b(?:prepar\w*|redig\w*|compil\w*|predispo\w*|invi\w*|fa|faccio|fanno) (?:da sol[oa] )?(?:anche )?(?:le |i )?(?:dichiarazion\w* dei redditi|730|modell\w* (?:730|unico|redditi))\b/gu,
    '$& specialista tasse',
  ],
  // Coffee at a bar's counter is the barista's job: "preparazione della caffetteria", "al banco del bar".
  [
    /\bcaffetteri\w*|\b(?:addett\w*|sto|sta|lavor\w*|serv\w*|servizio) (?:al|dietro al) banco (?:del |di un |di una |nel |in un )?bar\b|\bbanconist\w* (?:del |di un |al |nel )?bar\b/gu,
    '$& barista',
  ],
  // A machine's program loaded or run is not goods loaded ("carica il programma" is no «carico-scarico»).
  [/\bcaric\w* (?:il |un |i |gli |lo |l')?(programm\w*|file|software|dati|ricett\w*)/gu, 'avvia $1'],
  // A machine set up from its sheet or run on a program given, or pieces checked on the instructions of a control
  // plan ("applicando le istruzioni del piano di controllo"), is the qualified worker's "procedure date" (plain
  // instructions followed are the lowest level's «istruzioni definite»: so is a work sheet followed by someone
  // who is told not to set up or adjust the machine, "non deve regolare la macchina").
  [
    /(?<!\b(?:non|senza|ne)\s+(?:deve\s+|dovra\s+|devo\s+)?(?:regol|attrezz)[\s\S]*)\b(?:secondo|seguendo|segue|in base a) (?:la |le |il |i |lo )?(?:scheda|schede|procedur\w*|ciclo|cicli) (?:di lavoro |tecnic\w* )?(?![\s\S]*\b(?:non|senza|ne)\s+(?:deve\s+|dovra\s+|devo\s+)?(?:regol|attrezz))|\b(?:secondo|seguendo|segue|applicando|applica) (?:le )?(?:istruzion\w* (?:del|della) )?(?:il |la )?(?:piano|scheda) di controllo\b|\bprogramm\w* (?:che (?:gli |le |mi |ci )?(?:viene|vengono) dat[oi]|gia pront[oi]|assegnat\w*)\b|\bsenza modific\w* (?:i |il |gli )?programm\w*/gu,
    '$& operaio qualificato procedure date ',
  ],
  // Looking after one's own child: "tenere mio figlio di 3 anni", "accudire la bambina", "portare i bimbi al parco".
  [
    /\b(?:ten\w*|guard\w*|accud\w*|bad\w* a|occup\w* d\w*|stare con|port\w*|prend\w*) (?:(?:il|la|i|le|lo|mio|mia|miei|mie|nostro|nostra|nostri|nostre|suo|sua)\s+)+(?:figli\w*|bambin\w*|bimb\w*|piccol\w*|nipotin\w*)\b/gu,
    '$& bambini baby sitter',
  ],
  // A degree held is the title the profiles set apart ("educatore con titolo" against "senza titolo"):
  // "laureata in scienze dell'educazione", "ha la laurea"; denied ("non è laureata") it gains nothing. (A degree
  // said "con laurea" already shares the profile's word.)
  [
    /\blaureat[oaie]\b|\b(?:ha|hanno|possiede|possiedono|in possesso della) (?:la |una )?laurea\b/gu,
    '$& titolo',
  ],
];
