import { replaceUnlessDenied } from './denied-phrases.js';
/**
 * Jobs told by their tasks rather than their title ("impasta, stende e inforna le pizze", "aiuta gli ospiti a
 * lavarsi e a mangiare", "controlla le bolle e sistema gli scaffali col muletto"): each task phrase gains the
 * title the example profiles use, so the usual scoring finds the profile. Nothing here names a level.
 */
export const TASK_TITLES: [RegExp, string][] = [
  // Making pizzas: dough, toppings and the oven are the pizza maker's job.
  [
    /\b(?:impast\w*|stend\w*|inforn\w*|condisc\w*|farcisc\w*|(?:fa|fanno|faccia|prepara|preparano|sforna|sfornano) (?:le |delle )?pizze)\b[^.?!;]{0,60}\bpizz\w*|\b(?:fa|fanno|faccia|prepara|preparano|sforna|sfornano) (?:le |delle )?pizze\b|\bpizz\w*\b[^.?!;]{0,60}\b(?:impast\w*|inforn\w*|stend\w*|al forno|dal forno|il forno)\b/gu,
    '$& pizzaiolo',
  ],
  // Personal care of residents or patients (washing, dressing, feeding) and the OSS certificate however written.
  [
    /\b(?:aiut\w*|assist\w*|accompagn\w*|segu\w*)\b[^.?!;]{0,50}\b(?:a lavarsi|a vestirsi|a mangiare|nell.igiene|nella cura della persona|nell.alimentazione|igiene personale)\b|\bo\.\s?s\.\s?s\b\.?|\boperat\w* socio.?sanitari\w*/gu,
    '$& operatore socio-sanitario',
  ],
  // Picking the goods off a list ("fa il picking", "prende le liste di prelievo", "preleva gli articoli", "prepara
  // gli ordini") is order preparation, the profiles' «addetto preparazione ordini». (A hand pallet truck, "il
  // transpallet manuale", is no vehicle to drive: it does not make the storekeeper below.)
  [
    /\bpicking\b|\blist\w* di (?:prelievo|picking)\b|\bprelev\w* (?:gli |la |le |i )?(?:merc[ei]|articol\w*|prodott\w*|colli|pacch\w*)\b|\bprepar\w* (?:gli |i )?ordini\b/gu,
    '$& preparazione ordini',
  ],
  // Goods in and out of the stockroom: checking delivery notes, shelving, a forklift, picking customers' orders.
  // (Shelving told in the sentence of the till, "sta in cassa e sistema la merce sugli scaffali", is the shop
  // floor's ancillary work beside the cashier's, not the storekeeper's.)
  [
    /\b(?:controll\w*|verific\w*|spunt\w*) (?:le |i )?(?:bolle|documenti di trasporto|ddt)\b|(?<!\b(?:alla|in) cassa\b[^.?!;]*|\bscontrin[^.?!;]*)\bsistem\w* (?:gli |la |i |le )?(?:scaffal\w*|merc[ei])\b(?![^.?!;]*\b(?:(?:alla|in) cassa\b|scontrin))|(?<!\bnon )\b(?:us\w*|guid\w*|manovr\w*|col|con il|con un) (?:il |un )?(?:muletto|carrello elevatore|transpallet\b(?! manual))\b|\bprepar\w* (?:gli |i )?ordini (?:dei|per i) client\w*\b/gu,
    '$& magazziniere',
  ],
  // The stockroom's own title and its round of work said plainly: "addetto al magazzino", "riceve la merce, la
  // sistema negli scaffali, prepara gli ordini e tiene le bolle" (a warehouse clerk's, the "magazziniere"); the
  // stockroom run as a whole ("gestisce il magazzino", "fa l'inventario"), not goods only checked at the door.
  [
    /\baddett[oa] (?:al|del) magazzino\b|(?<!\b(?:alla|in) cassa\b[^.?!;]*|\bscontrin[^.?!;]*)\bsistem\w* (?:[\p{L}']+ ){0,2}(?:negli|sugli|sulle|nelle|sugli) scaffal\w*(?![^.?!;]*\b(?:(?:alla|in) cassa\b|scontrin))|\b(?:tien\w*|gestisc\w*|compil\w*) (?:le |anche le )?bolle\b|\b(?:tien\w*|gestisc\w*|aggiorn\w*|fa|fanno|cur\w*|segu\w*) (?:le |gli |l' ?)?(?:giacenz\w*|scorte|inventari\w*)\b|\b(?:gestisc\w*|gestir\w*|gestion\w*|segu\w*|manda\w* avanti) (?:[\p{L}']+ ){0,2}magazzin[oi]\b|(?<!\b(?:alla|in) cassa\b[^.?!;]*)\bsistem\w* (?:[\p{L}']+ ){0,2}a scaffale\b/gu,
    '$& magazziniere',
  ],
  // Shelving told in the sentence of the till ("sta alla cassa e sistema la merce sugli scaffali"): the shop
  // floor's restocking beside the sale, the profile of the sales' ancillary work ("rifornimento dei banchi").
  [
    /(?<=\b(?:alla|in) cassa\b[^.?!;]*|\bscontrin[^.?!;]*)\bsistem\w* (?:[\p{L}']+ ){0,2}(?:scaffal\w*|merc[ei])\b|\bsistem\w* (?:[\p{L}']+ ){0,2}(?:scaffal\w*|merc[ei])\b(?=[^.?!;]*\b(?:(?:alla|in) cassa\b|scontrin))/gu,
    '$& rifornimento dei banchi',
  ],
  // The chef's deputy ("sous-chef", "vice chef", "il vice dello chef", "sostituisce lo chef nei giorni di
  // riposo") is the profiles' «sotto capo cuoco»: a deputy of the kitchen, not a «vice direttore».
  [
    /\bsous[- ]?chefs?\b|\bvice[- ]?(?:chef|cuoc[oa])\b|\bvice (?:dello chef|del capo cuoco|del cuoco)\b|\bsecondo (?:dello chef|del capo cuoco)\b|\bsostitui\w* (?:lo chef|il capo cuoco)\b/gu,
    '$& sotto capo cuoco',
  ],
  // Leading the whole kitchen brigade ("dirige tutta la brigata di cucina", "guida la brigata") is the head cook's
  // job, whatever the title said ("chef"); not the deputy's, who leads it when the chef is away, nor the dining
  // room's ("coordino la brigata di sala": the maître's).
  [
    /(?<!\b(?:sous|vice|sostitu\w*|assenza|manca)\b[^.?!;]*)\b(?:dirig\w*|diret\w*|guid\w*|coordin\w*|gestisc\w*|gestir\w*|comand\w*) (?:tutta |l'intera |l intera )?(?:la |una )?brigata\b(?! (?:di|della|del) (?:sala|bar|ricevimento|piani|servizio|reception|cantiere)\b)(?![^.?!;]*\b(?:quando|se|in assenza)\b[^.?!;]*\b(?:manca|assente|assenza|riposo)\b)/gu,
    '$& capo cuoco',
  ],
  // Cooking the dishes is the cook's job; taking orders at the table the waiter's; coffee and cocktails the bar's.
  [/\bcucin\w* (?:i |il |la |le )?(?:piatti|pasti|primi|secondi)\b|\bai fornelli\b/gu, '$& cuoco'],
  // Said as a letter lists them too: "presa delle comande", "raccolta delle ordinazioni", "servizio ai tavoli".
  [
    /\b(?:prend\w*|presa|raccolt\w*) (?:le |delle )?(?:comande|ordinazioni)\b|\bservizio (?:in sala|ai tavoli)\b/gu,
    '$& cameriere',
  ],
  // Going round the customers to take their orders ("visita enoteche e ristoranti per raccogliere ordini", "gira i
  // negozi della zona e prende gli ordini") is the commercial traveller's job, the «viaggiatore o piazzista»; so is
  // going round them to sell the firm's goods ("girerà le enoteche per collocare i nostri vini", "piazzare i nostri
  // salumi") or travelling to find customers and deal with them ("giro con la macchina aziendale, cerco clienti nuovi
  // e tratto con quelli che abbiamo": the «trattazione con la clientela e la ricerca della stessa» of art. 26).
  [
    /\b(?:visit\w*|gir[aoi]|girare|girando|girer\w*|batt\w*)\b[^.?!;]{0,160}?\b(?:raccog\w*|raccolt\w*|prend\w*|acquisi\w*|procur\w*|riport\w*|trasmett\w*|inoltr\w*) (?:gli |degli |le |i |di |nuovi )?ordin[ei]\b|\b(?:visit\w*|gir[aoi]|girare|girando|girer\w*)\b[^.?!;]{0,120}?\b(?:collocar\w*|collocand\w*|piazzar\w*|vender\w*|vendend\w*) (?:i |gli |le |il )?(?:(?:nostr\w*|propri\w*) \p{L}{4,}|(?:loro )?(?:prodott\w*|vin[oi]|articol\w*|merc[ei]))\b|\b(?:visit\w*|gir[aoi]|girare|girando|girer\w*|viaggi\w*)\b[^.?!;]{0,120}?\b(?:(?:cerc|ricerc|trov|procacc|acquisi)\w* (?:i |dei |di |nuovi |altri )?client\w*|tratt\w* con (?:i |la |gli )?client\w*)|\b(?:raccog\w*|raccolt\w*|prend\w*|acquisi\w*) (?:gli |degli |le |i |di )?ordin[ei]\b[^.?!;]{0,40}?\b(?:presso|visitando|girando) /gu,
    '$& viaggiatore piazzista',
  ],
  // Coffee at the counter is the barista's; mixing drinks the barman's ("prepara i cocktail").
  // The drinks may come in a list, after "da solo" ("preparo da solo caffè, cappuccini e cocktail").
  [
    /\b(?:prepar\w*|fa|fare|facc\w*|fai|serv\w*)(?: da sol[oa]| solo| soltanto| sopratutto| soprattutto)? (?:i |il |gli )?(?:caffe|cappuccin\w*)\b/gu,
    '$& barista',
  ],
  // The coffee drinks listed as the work ("per il banco: caffè, cappuccini, spremute") are the barista's too.
  [/\bcaffe\b,? (?:e |i |gli )?(?:cappuccin\w*|espress\w*|macchiat\w*)\b/gu, '$& barista'],
  // Serving at the bar's counter ("serve al banco del bar", "sta dietro al bancone del bar") is the barista's.
  // ("sta alla cassa e al bancone del bar": the counter said after another place the person stands at.)
  [
    /\b(?:serv\w*|sta|sto|lavor\w*) (?:[\p{L}']+ ){0,5}?(?:al|dietro al) banco(?:ne)? (?:del|di un|nel) bar\b/gu,
    'barista $&',
  ],
  // Taking the payments is the cashier's job, told by the place ("sta alla cassa") or the act ("batte / fa gli scontrini").
  // (The till minded now and then, "batte lo scontrino quando serve", is a task beside another job, not the job; so
  // is the receipt rung in the list of the barista's work, "fa caffè e cappuccini, serve ai tavolini e batte gli
  // scontrini": the barista rings up what she serves.)
  [
    /(?<!\b(?:non|ne|mai) )\b(?:st(?:a|o|ai|are|ara|arebbe|anno)|lavor\w*|fa|faccio|fare|fara) (?:alla|in|la) cassa\b(?!(?: \S+){0,3} (?:quando serve|se serve|all.occorrenza|ogni tanto|a volte|se capita|quando capita)\b)|(?<!\b(?:non|ne|mai) |\bbarista\b[^.?!;]*)\b(?:batt\w*|fa|faccio|fare|fanno|facevo|emett\w*) (?:gli |i |lo )?scontrin\w*\b(?!(?: \S+){0,3} (?:quando serve|se serve|all.occorrenza|ogni tanto|a volte|se capita|quando capita)\b)(?![^.?!;]*\bbarista\b)/gu,
    '$& cassiere',
  ],
  [
    /\b(?:prepar\w*|fa|fare|serv\w*|miscel\w*)(?: da sol[oa])? (?:i |il |gli )?(?:[\p{L}']+,? (?:e |i |gli )?){0,4}?(?:cocktail|aperitiv\w*)\b/gu,
    '$& barman',
  ],

  // Dressing the shop windows is the window dresser's job ("allestisco anche le vetrine", "curo io la vetrina",
  // "faccio le vetrine"), whatever title the worker was hired under.
  [
    /(?<!\b(?:non|ne|mai) )\b(?:allest\w*|cur\w*|prepar\w*|sistem\w*|addobb\w*|decor\w*|fa|faccio|fare|facc\w*|rifa\w*|cambi\w*|allestimento) (?:anche |io |pure |sempre )?(?:le |la |delle |della |tutte le )?vetrin[ea]\b/gu,
    '$& vetrinista',
  ],
  // Animals looked after at home ("accudire i cavalli e i cani", "porta fuori il cane", "dà da mangiare ai gatti",
  // "striglia i cavalli", a "dog sitter") are the profiles' «assistente ad animali domestici, stalliere»; animals
  // carried (a driver's «animali vivi») are no care.
  [
    /\b(?:accud\w*|cur(?:a|ano|are|arsi|era|erebbe|i)|bad(?:a|ano|are|i) (?:a|ai|al|agli|alle|all')|occup\w* (?:di|dei|del|degli|delle|della|dell')|port\w* (?:fuori|a spasso|a passeggio)|(?:da|dia|dare|danno|dara) da mangiare|nutr\w*|spazzol\w*|strigl\w*|pulisc\w* (?:la |le )?stall\w*)\b[^.?!;]{0,30}?\b(?:can[ei]|cagnolin\w*|gatt[oi]|gattin\w*|animal\w*|cavall\w*|puledr\w*|pony|stall[ae])\b|\b(?:dog|pet) ?-?sitter\b/gu,
    '$& animali domestici stalliere',
  ],
  // Cutting and weighing cold cuts and cheese for customers at a deli counter is the counter attendant's job
  // ("taglio e peso salumi e formaggi", "affetto i salumi al banco gastronomia").
  [
    /\b(?:tagli\w*|affett\w*|pes\w*)\b[^.?!;]{0,20}\b(?:salum\w*|formagg\w*|affettat\w*)\b|\bbanco (?:gastronomia|salumeria|salumi|formaggi)\b/gu,
    '$& addetto al banco',
  ],
  // A hand at the counter under the counter clerk's lead ("dà una mano al banco salumi quando c'è fila, sotto la
  // guida della banconiera"): the counter clerk's helper of the profiles, not the counter clerk.
  [
    /\b(?:da|do|dare|dando|dai|danno) una mano al banco\b|\bsotto la guida (?:della|del|di una|di un) (?:banconier\w*|commess\w*|capo reparto)\b/gu,
    '$& aiuto banconiere',
  ],
  // Office errands on others' instructions ("risponde al telefono, smista le mail, archivia le bolle") are the
  // secretarial clerk's work, the profiles' «addetto segreteria».
  [
    /\brispond\w* al telefono\b|\bsmist\w* (?:la |le |i |gli )?(?:posta|mail|e-?mail|telefonate|chiamate)\b|\barchivi\w* (?:le |i |la |gli )?(?:pratiche|documenti|bolle|fatture|posta|ddt|lettere)\b/gu,
    '$& segreteria',
  ],
  // Bookkeeping entries are an accountant's work: invoices and receipts entered, the periodic VAT settlement, the
  // F24 forms ("registra le fatture e fa le liquidazioni IVA col gestionale").
  [
    /\bregistr\w* (?:delle |le |i |dei )?(?:fatture|corrispettivi|prima nota)\b|\bprima nota\b|\bliquidazion\w* (?:periodic\w* )?(?:dell'?|della )?iva\b|\bmodell\w* f24\b/gu,
    '$& contabile',
  ],
  // The whole shop run by the job ("responsabile del supermercato", "gestisce l'intero punto vendita", "dirige il
  // negozio"): the profiles' manager of a shop, the «gerente», not a worker of its floor. A manager the job answers
  // to ("risponde al direttore del punto vendita") is someone else.
  [
    /(?<!\b(?:al|alla|allo|dal|dalla|dallo|del|della|dello|col|con il|con la|a|da|di) )\b(?:responsabil[ei]|direttor[ei]|direttric[ei]) (?:del|dello|della|dell'?|di un|di una|di) ?(?:intero |intera )?(?:supermercat\w*|negozi\w*|punto vendita|punti vendita|filial\w*)\b|\b(?:gestisc\w*|dirig\w*|manda\w* avanti) (?:l'? ?intero|l'? ?intera|tutto il|tutta la|il|la|lo) ?(?:supermercat\w*|negozi\w*|punto vendita|filial\w*)\b/gu,
    '$& gerente',
  ],
  // The whole kitchen led ("guida l'intera cucina", "dirige tutta la brigata di cucina"): the head cook's job.
  [
    /\b(?:guid|dirig|coordin)\w* (?:tutta |l'? ?intera |l'? ?intero )?(?:la |lo |il )?(?:cucina|brigata(?: di cucina)?(?! di sala| del ristorante| dei camerieri)|staff di cucina|reparto cucina)\b/gu,
    '$& capo cuoco',
  ],
  // Tax returns and customs filings are the tax specialist's work ("dichiarazioni dei redditi", "i 730",
  // "adempimenti tributari", "pratiche doganali"): the profiles' «specialista tasse/dogane».
  [
    /\bdichiarazion\w* (?:dei )?reddit\w*|\b730\b|\badempiment\w* (?:tributar\w*|fiscal\w*)|\bpratich\w* doganal\w*|\bdogan\w*/gu,
    '$& tasse dogane',
  ],
  // Feeding the machines and moving pieces on given instructions is the plain worker's simple work, not the
  // qualified operator's on machines ("alimentazione delle macchine", "carico le macchine", "carico pezzi sulla
  // pressa", "sposto i pezzi").
  [
    /\b(?:alimentazion\w*|aliment\w*|caric\w*|carico) (?:e scaric\w* )?(?:(?:i |dei |gli |degli |le |delle |il |lo |la |l')?(?:pezzi|\p{L}+) (?:sulla|sulle|nella|nelle|alla|alle|in) )?(?:delle |le |la |della |alle |alla )?(?:macchin\w*|pressa|presse|linea)\b/gu,
    'operaio comune addetto a lavorazioni semplici',
  ],
  // So is taking the pieces off the line and carrying them to the packing ("preleva i pezzi … li porta all'imballo").
  [
    /\b(?:spostament\w*|spost\w*|movimentazion\w*|moviment\w*) (?:dei |i |delle |le )?(?:pezzi|materiali|scatole|pacchi|colli)\b|\bprelev\w* (?:i |dei )?pezzi\b|\b(?:port\w*|trasport\w*) (?:[\p{L}']+ ){0,3}?(?:all'? ?|al |in )(?:imballo|imballaggio|spedizione)\b/gu,
    '$& movimentazione semplice',
  ],
  // Deliveries by bicycle or moped are the riders' ("consegne in bicicletta", "col motorino").
  [
    /\b(?:in|con la|con una|col|con il|con un|su|sulla|in sella alla) (?:bici|bicicletta|cargo bike|e-bike)\b/gu,
    '$& rider su cicli',
  ],
  [
    /\b(?:in|col|con il|con lo|con un|con uno|su|sul|sullo) (?:motorino|scooter|ciclomotore|moto|motociclo)\b/gu,
    '$& rider su ciclomotori',
  ],
  // Running a station of the kitchen ("gestirà la partita dei primi", "segue la partita dei secondi", "responsabile
  // della partita della pasticceria") is the station head's job, the «cuoco capo partita», not the chef's deputy.
  // The station named by its course ("mi ha dato la partita dei primi", "passato alla partita dei secondi") is one too.
  [
    /\b(?:gestisc\w*|gestir\w*|gestit\w*|gestion\w*|segu\w*|cur\w*|tien\w*|guid\w*|responsabil\w*|manda\w* avanti|si occup\w*|occup\w*) (?:(?:di|del|della|dell'|da sol[oa]|lui|lei) )*(?:la |una |alla |sulla )?partita\b|\bpartita (?:dei|del|della|delle|degli) (?:prim[io]|second[io]|antipasti|dolci|dessert|pesce|carne|carni|fritti|verdure|griglia|contorni|crudi|pasticceria|salse|freddi|caldi)\b/gu,
    '$& cuoco capo partita',
  ],
  // The head of the pastry ("il pasticcere principale", "capo pasticcere", "ha sotto un secondo pasticcere") is the
  // profiles' «primo pasticcere», above the second one he leads.
  [
    /\bpasticcer[ea] (?:principale|capo|responsabile)\b|\bcapo ?pasticcer[ea]\b|\b(?:ha sotto|dirig\w*|coordin\w*|guid\w*) (?:di )?(?:un|una|il|la|lo) (?:second[oa]|aiuto) pasticcer[ea]\b/gu,
    'primo pasticcere $&',
  ],
  // Guarding the premises ("fa la guardiania del deposito", "apre e chiude i cancelli", "fa il giro di controllo",
  // "sorveglia chi entra") is the custodian's job, the profiles' «custode» or «guardiano», not a goods checker's.
  [
    /\bguardiani[ae]\b|\bapr\w* e chiud\w* (?:i |il |gli |lo |la |le )?(?:cancell\w*|portone|portoni|portineri\w*|accessi|ingress\w*|stabil\w*)\b|\b(?:gir[oi]|giro) (?:di )?(?:controllo|ronda|ispezione)\b|\b(?:fa|fanno|faccio|fare) (?:la |le |il )?ronda\b|\bsorvegli\w* (?:chi entra|chi esce|gli (?:accessi|ingressi)|l'? ?ingresso|l'? ?accesso|(?:il|i|lo|gli) (?:deposit|stabil|magazzin|capannon|cancell)\w*)\b|\bcustodisc\w*\b/gu,
    '$& custode guardiano',
  ],
  // A cook's helper is the kitchen commis of the profiles ("aiuto cuoco", "aiuto in cucina").
  [/\baiut\w* (?:cuoc[oa]|in cucina|di cucina)\b/gu, '$& commis di cucina'],
  // The only cook of the kitchen: "un solo cuoco", "cucina da solo", "è l'unico cuoco", "in cucina ci sono solo io",
  // "in cucina sono da sola", "sto da solo in cucina" (whatever title the owner gives: "lo chef"), "in cucina c'è
  // una sola persona" (the kitchen's only worker, told by the count).
  [
    /\b(?:un solo|l'unico|l ?unico|unico) cuoc[oa]\b|\bcuoc[oa] unic[oa]\b|\bcucina (?:tutto |tutti i piatti )?da sol[oa]\b|\bin cucina (?:ci sono|ci sto|sono|sto|c'? ?e|lavoro|ci lavoro) (?:solo|soltanto|solamente) (?:io|lui|lei)\b|\bin cucina (?:sono|sto|lavoro|e|è) (?:da sol[oa]|l'? ?unic[oa])\b|\b(?:solo|soltanto) (?:io|lui|lei) in cucina\b|\b(?:sono|sto|lavoro|lavora|lavorera|lavorerà|stara|starà|sara|sarà|e|è) (?:da sol[oa]|l'? ?unic[oa]) in cucina\b|\b(?:nessun altro|non ci sono altri|senza altri) cuoc\w*|\bin cucina (?:c'? ?e|ce|lavora|ci lavora|sta|ci sta) (?:una sola persona|un'? ?unica persona|una persona sola|(?:solo|soltanto) una persona)\b|\b(?:una sola persona|un'? ?unica persona|(?:solo|soltanto) una persona) (?:in|lavora in|sta in|che lavora in|che sta in) cucina\b/gu,
    '$& cuoco unico',
  ],
  // The only barman of the place: "barista unico", "l'unico barista", "gestisce da solo il banco bar", "non ci
  // sono altri baristi", "al banco sarà da sola", "non c'è nessun altro barista" ("da solo al banco del forno" is
  // the pizza maker's station, not the bar; so is the counter of a pizza maker or another counter trade said in
  // the same sentence: "un pizzaiolo che lavora da solo al banco").
  [
    /\b(?:un solo|solo un|l'unico|l ?unico|unico) (?:barist\w*|barman)\b|\b(?:barist\w*|barman) unic[oa]\b|\b(?:gestisc\w*|gestit\w*|manda avanti|tiene) da sol[oa] (?:il )?(?:banco(?:ne)?(?: del)? bar|bar)\b|\b(?:gestisc\w*|manda avanti|tiene) (?:il )?(?:banco(?:ne)?(?: del)? bar|banco|bar) da sol[oa]\b|\b(?:non ci sono|senza) altri (?:barist\w*|barman)\b|\b(?:non c'? ?e|non ci sara|non ci sarà|non avra|non avrà|non ha) (?:nessun altr[oa]|nessun|un altr[oa]|altri) (?:barist\w*|barman)\b|(?<!\b(?:pizzaiol|pasticcer|gelat[ai]i|banconier|salumier|macellai|panettier|gastronom)\w*\b[^.?!;]{0,80})(?:\b(?:al|dietro al) banco(?:ne)?(?:\s+del bar)? (?:sara|sarà|sta|stara|starà|e|è|lavora|lavorera|lavorerà|resta|restera|resterà) da sol[oa]\b|\bda sol[oa] (?:al|dietro al) banco(?:ne)?\b(?! (?:del|della|dello|dei|delle|di) (?!bar\b)\p{L}))(?!(?! del bar\b)[^.?!;]{0,200}\bpizzaiol)/gu,
    '$& barman unico',
  ],
];

// A barista who mixes the cocktails on their own ("preparo da solo caffè, cappuccini e cocktail", "in autonomia")
// does the barman's work, which includes the coffee: the title said is the barman's, the higher profile of the
// trade (an experienced barista autonomous at the counter is placed with the barman). "qualche cocktail semplice"
// is not that work.
const OWN_COCKTAILS =
  /\b(?:da sol[oa]|in autonomia|in completa autonomia|autonom\w*)\b(?: \S+){0,8}? (?:cocktail|aperitiv\w*)\b|\b(?:cocktail|aperitiv\w*)\b(?: \S+){0,4}? (?:da sol[oa]|in autonomia)\b/u;
const SOME_COCKTAILS =
  /\b(?:qualche|pochi|semplic\w*|ogni tanto|a volte)\b(?: \S+){0,2}? cocktail|\bcocktail semplic/u;

// Assembling machine parts read on drawings or adjusted ("monto e regolo gruppi meccanici seguendo i disegni"), or
// metalwork fitted with templates and power tools ("monta cancelli e ringhiere con le dime, usa trapano e
// avvitatore"), is the qualified assembler's job, whatever the parts are called ("gruppi meccanici" is no
// mechanic's title); parts fitted on the line on precise instructions are the plain worker's. Drawings denied ("né
// legge disegni") are no skill told.
const ASSEMBLES =
  /\b(?:monto|monta|montano|montare|montava|montaggio|assemblo|assembla|assemblano|assemblare|assemblaggio)\b(?: e \p{L}+)?(?: (?:i|gli|le|il|lo|la|dei|degli|delle|del|della))? (?:grupp|pezz|component|part[ei]\b|macchin|apparecch|motor|quadr|impiant|sottoinsiem|cancell|ringhier|infiss|serrament|telai|struttur|carpenteri|scaffalatur|porte\b|portoni|finestre)\p{L}*/gu;
const SKILLED =
  /(?<!\b(?:non|ne|senza)(?: \p{L}+){0,2} )\b(?:disegn\w*|schem\w*|(?<!in )regol[oa]\b|regola(?:re|no|zion\w*)|tar[oa]\b|taratur\w*|collaud\w*|autonomi\w*|dim[ae]\b|trapan\w*|avvitator\w*|utensil\w*)/u;
// Checking the goods that come in ("faccio solo il controllo della merce in arrivo") is the goods checker's job,
// unless the stock is also kept (receiving, shelving, the inventory, orders prepared: the storekeeper's).
// ("controlla che la merce scaricata corrisponda alla bolla", "spunta la merce", "conta i bancali": the same check.)
const CHECKS_GOODS =
  /\bcontroll\w* (?:della |delle |la |le )?merc[ei] (?:in arrivo|in entrata|in ingresso|consegnat\w*|ricevut\w*|scaricat\w*|(?:dei|dai) fornitor\w*)\b|\bcontrollo merci\b|\b(?:controll|verific|confront)\w* (?:che |se )?(?:la |le |i )?(?:merc[ei]|coll[oi]|bancal\w*|pacchi)\b[^.?!;]{0,40}?\b(?:corrispond\w*|coincid\w*|(?:alla|con la|alle|con le) boll[ae])|\bspunt\w* (?:la |le )?merc[ei]\b|\bcont\w* (?:i |gli )?(?:bancal\w*|coll[oi]|pacchi)\b/gu;
// (The stockroom said denied, "non gestisce il magazzino", keeps no stock.)
const KEEPS_STOCK =
  /(?<!\b(?:non|ne|senza)\b[^.?!;,]{0,20})\bmagazzin\w*|\bscaffal\w*|\binventari\w*|\bscorte\b|\bcarico e scarico\b|\bmulett\w*|\bgiacenz\w*|\bprepar\w* (?:gli |le |i )?(?:ordini|consegne|spedizion\w*)/u;

// The storekeeper's round: goods received or checked against the delivery notes and put away (shelved, stocked,
// kept in the stock records). Orders or shipments prepared inside that round are one of its tasks, the
// «magazziniere»'s, not the job of the order picker beside it ("riceve la merce, la controlla con le bolle, la
// sistema sugli scaffali e prepara gli ordini"); a picker who only takes goods off the shelves keeps them.
// (A task denied, "non gestisce le giacenze né fa inventari", is not part of the round.)
const RECEIVES =
  /(?<!\b(?:non|ne|senza|niente|nessuna?)\b[^.?!;,]{0,30})(?:\bricev\w* (?:[\p{L}']+ ){0,2}(?:merc[ei]|camion|coll[oi]|bancal\w*|fornitor\w*|carich\w*|arriv\w*)\b|\b(?:controll|verific|spunt|registr)\w* (?:[\p{L}']+ ){0,4}(?:bolle|ddt|documenti di trasporto)\b)/u;
const STORES =
  /(?<!\b(?:non|ne|senza|niente|nessuna?)\b[^.?!;,]{0,30})(?:\b(?:sistem|mett|ripon|ubic)\w* (?:[\p{L}']+ ){0,4}(?:scaffal\w*|a scaffale|in magazzino)|\bstocc\w*|\b(?:tien\w*|gestisc\w*|aggiorn\w*) (?:[\p{L}']+ ){0,2}(?:giacenz\w*|inventari\w*)|\bfa (?:l' ?|gli )?inventari\w*)/u;
const ROUND_ORDERS = /\bprepar\w* (?:gli |le |i )?(?:ordini|consegne|spedizion\w*)\b/gu;

// Serving and advising a shop's customers ("sta al banco a servire i clienti e consigliare i pezzi", "consiglia i
// prodotti ai clienti", "accoglie i clienti, li consiglia sulle taglie") is the shop assistant's job, the «commesso/addetto alle vendite»; customers served at a
// bar's counter or at the tables are the barista's and the waiter's, and a helper's ("sto al banco come aiuto", "il
// banco lo gestisce il banconiere") stay the helper's.
const SERVES_CUSTOMERS =
  /(?<!\b(?:non|ne|mai) )\b(?:serv(?:e|o|ire|ira|irebbe|endo|ono)|consigli(?:a|o|are|era|ando|ano)) (?:i |ai |gli |le |alle )?client\w*\b(?![^.?!;]{0,40}\b(?:bar|tavol\w*|sala|camer\w*|ristorant\w*)\b)|(?<!\b(?:non|ne|mai) )\bconsigli(?:a|o|are|era|ando|ano) (?:i |gli |le )?(?:pezz\w*|prodott\w*|articol\w*|ricamb\w*|capi|modell[oi]|abit[oi]|vestit[oi]|scarp\w*|occhial\w*|libri|profum\w*)\b|\bclient\w*,? (?:e )?(?:li|le) consigli(?:a|o|are|era|ando|ano)\b(?![^.?!;]{0,40}\b(?:bar|tavol\w*|sala|camer\w*|ristorant\w*|vin[oi]|piatt\w*)\b)/gu;
const COUNTER_HELPER =
  /\b(?:come|da|l'|un|una|fa(?:ccio)? l'|sono (?:l'|un |una )?)\s*aiut(?:o|ante)\b|\b(?:lo|la) gestisce (?:il|la) (?:banconier\w*|commess\w*|capo\w*)\b/;

/** The text with each job its tasks describe named by its title, as if the user had written it. */
export function withTaskTitles(said: string): string {
  const text = RECEIVES.test(said) && STORES.test(said) ? said.replace(ROUND_ORDERS, ' magazziniere ') : said;
  // A task a negation governs ("senza guidare il muletto") is not the job's (denied-phrases.ts).
  let titled = TASK_TITLES.reduce((all, [pattern, title]) => replaceUnlessDenied(all, pattern, title), text);
  if (SKILLED.test(text)) titled = titled.replace(ASSEMBLES, '$& montatore assemblatore');
  if (!KEEPS_STOCK.test(text)) titled = titled.replace(CHECKS_GOODS, '$& addetto al controllo merci');
  if (!COUNTER_HELPER.test(text))
    titled = replaceUnlessDenied(titled, SERVES_CUSTOMERS, '$& commesso addetto alle vendite');
  return OWN_COCKTAILS.test(text) && !SOME_COCKTAILS.test(text)
    ? titled.replace(/\bbarist[ai]\b/gu, 'barman')
    : titled;
}
