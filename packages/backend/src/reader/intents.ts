import { CALC_RULES_RC3 } from './calc-rules-rc3.js';
import { withoutCaredPersonMove } from './care-ends.js';
import { EMPLOYER_RULES } from './employer-rules.js';
import { EXTRA_PAY_RULES } from './extra-pay-rules.js';
import { heldLevelDoubted } from './held-level-doubted.js';
import { withoutLevelStated } from './level-stated.js';
import { INCREMENT_NAMED } from './ordinary-hours-asked.js';
import { withoutOthersAbsence } from './others-leave.js';
import { forScoring, PHRASING_RULES } from './phrasings.js';
import { PHRASING_RULES_3 } from './phrasings-3.js';
import { PROBATION_NAMED } from './probation-passed.js';
import type { Intent } from './request.js';
import { TOPIC_RULES_RT2 } from './topics-rt2.js';
import { TOPIC_RULES_RT3 } from './topics-rt3.js';
import { ILLNESS_NAMED, TOPIC_RULES_RT4 } from './topics-rt4.js';
import { TOPIC_RULES_RT5 } from './topics-rt5.js';
import { TOPIC_RULES_RT6 } from './topics-rt6.js';
import { TOPIC_RULES_RT7 } from './topics-rt7.js';

/**
 * The rules that tell what a question asks, on the folded and typo-mended text. Each adds its weight to its
 * intent; the highest total wins, and further intents the question also asks come after it. Weights: 3 for a
 * phrase that says the intent outright, 2 for a strong word, 1 for a hint.
 */
const RULES: [Intent, number, RegExp][] = [
  // Calculations. A doubt before the payslip is in its sentence and not another item's ("la tredicesima giusta").
  [
    'payslip_check',
    4,
    /(?:\bbusta\b|cedolino)\b.*\b(?:corrett|giust|torna|verific|controll|sbagliat|errat)|(?<!(?:tredicesim|quattordicesim)\w* )(?:corrett|giust|torna|verific|controll)\w*\b(?:[^.?!]|\.\d)*\b(?:\bbusta\b|cedolino)/,
  ],
  ['payslip_check', 3, /\binps\b[^?]*\d[^?]*\birpef\b[^?]*\d|\birpef\b[^?]*\d[^?]*\binps\b[^?]*\d/],
  // "Assumo un impiegato a 36.000: solo di contributi INPS a carico mio, quanto pago?": the one who hires asks
  // the employer's contributions (a worker is hired, "mi assumono", and never says "assumo").
  [
    'employer_cost',
    4,
    /\b(?:assumo|assumiamo|assumere|assumerei|assumeremmo)\b[^?]*\b(?:contribut\w*|inps)\b[^?]*\bquant|\b(?:assumo|assumiamo|assumere|assumerei|assumeremmo)\b[^?]*\bquant\w*\b[^?]*\b(?:contribut|inps)/,
  ],
  [
    'employer_cost',
    4,
    // "quanto mi costano (nel 2026) le addizionali?": a tax on the worker's pay, not what the employer spends.
    /^(?!.*\bcost\w* (?:(?:di |in |nel \d{4} |quest'anno |l'anno |all'anno )?(?:le |l')?(?:addizional|irpef|tass|impost))).*(?:costo (?:del lavoro|aziendal|per l'aziend|per il datore|complessivo|totale|azienda)|cost(?:a|erebbe|ano) (?:all'aziend|al datore|all'impresa|a me come datore|alla ditta)|quanto (?:mi |ci )?cost(?:a|erebbe)\b|costo del dipendente|cost\w* (?:annu\w* |annual\w* |mensil\w* |complessiv\w* |total\w* |lord\w* )?(?:per|a carico del(?:l')?|al|all'|alla|del|dell') ?(?:il |la |l')?(?:datore|aziend|ditta|impresa|societa|me\b|noi\b)|cost\w* (?:a me|a noi)\b|quanto (?:mi |ci |gli |le |vi )?(?:viene a |verrebbe a |vengono a )?cost\w* (?:all'anno |l'anno |al mese |annualmente )?(?:un |una |uno |assumere|il dipendente|la dipendente|in tutto|complessivamente)|quanto (?:mi |ci )(?:viene a |verrebbe a )?cost\w*|cost\w* (?:di|per) assumere|quanto spend\w*|\bassum\w*\b[^?]*\bquanto (?:mi |ci )?(?:cost|spend|vien)\w*|(?:all'aziend\w*|al (?:mio |nostro )?datore|alla ditta|al titolare)\b[^?]{0,20}\bquanto (?:\w+ )?cost(?:o|iamo)\b|\bquanto (?:gli |le )?cost(?:o|iamo)\b[^?]{0,20}\b(?:all'aziend|al (?:mio |nostro )?datore|alla ditta|al titolare)|oneri (?:a carico del datore|aziendali|contributivi del datore)|contributi (?:a carico )?(?:del datore|dell'azienda|aziendali))/,
  ],
  [
    'net_to_gross',
    6,
    /dal netto al lordo|da(?:l)? nett[oi] a(?:l)? lordo|(?:lordo|ral)\b[^?]*\bper (?:avere|ottenere|prendere|dare|garantire)\b[^?]*\bnett|per (?:avere|ottenere|prendere|dare|garantire) \d[^?]*\bnett[^?]*\b(?:lordo|ral)|\bnett[oi]\b[^?]*\b(?:quanto|quale|che) (?:lordo|ral)|(?:quanto|quale|che) (?:lordo|ral)\b[^?]*\bnett|lordizza|lordizzazione|\bnett[oi]\b[^?]*\bqual(?:e|'e|'era|era| era|e era|e sarebbe|e serve)? (?:la |il )?(?:ral|lordo|lorda)\b|\b(?:lordo|ral)\b (?:\w+ ){0,2}?(?:necessari\w*|occorrent\w*|serve|servono|occorre|richiest\w*)\b[^?]*\bnett/,
  ],
  // "la rivalutazione di dicembre su quel fondo e il netto dopo l'imposta sostitutiva": the TFR fund's revaluation,
  // whatever "netto" says.
  [
    'tfr',
    7,
    /\brivalutazion\w*\b[^?]{0,60}\b(?:fondo|tfr|imposta sostitutiva)\b|\bimposta sostitutiva\b[^?]{0,40}\brivalutazion/,
  ],
  // "l'aliquota dei contributi INPS a carico del dipendente": the payroll rule, whatever agreement is told. The
  // shorthand pass has already written the payslip label "contributi INPS a carico del dipendente" as "INPS"
  // ("l'aliquota dei INPS"), and "che percentuale di INPS si trattiene" asks the same rate.
  [
    'payroll_rules',
    7,
    /\baliquot\w* (?:dei |del |di |della |dell')?(?:contribut\w* )?(?:inps|previdenzial\w*)\b|\bcontribut\w* inps a carico del (?:dipendente|lavoratore)\b[^?]{0,40}\baliquot|\bpercentual\w* (?:dei |del |di |della )?(?:contribut\w* )?(?:inps|previdenzial\w*)\b/,
  ],
  // The NASpI surcharge of a fixed-term contract renewed ("contributo addizionale NASpI col rinnovo"): an employer's
  // cost, not the agreement's renewal.
  ['employer_cost', 7, /\b(?:contribut\w* )?addizional\w* naspi\b|\bnaspi\b[^?]{0,30}\baddizional\w*/],
  // "TFR 2026 RAL 28k: quota annua lorda e netta del contributo al Fondo di garanzia?": the TFR's quota, whatever
  // "netta" says.
  [
    'tfr',
    7,
    /\btfr\b[^?]{0,40}\bquot[ae] (?:annu\w*|lord\w*|nett\w*|accantonat\w*)|\bquot[ae] (?:annu\w* )?(?:del |di )?tfr\b/,
  ],
  // A VAT settlement ("liquidazioni IVA", "liquidazione periodica") is a tax task, not the TFR.
  [
    'tfr',
    4,
    /\btfr\b|trattamento di fine rapporto|\bliquidazione\b(?! (?:dell'|dell |della )?iva\b| periodic| trimestral)|fine rapporto/,
  ],
  ['tfr', 1, /rivalutazion/],
  // A TFR statement's words: "la quota maturata sulla retribuzione utile", "contributo al fondo di garanzia".
  ['tfr', 4, /retribuzione utile|fondo (?:di )?garanzia/],
  // "nella liquidazione, quanto di ratei di tredicesima?": the final settlement's 13th/14th, not the TFR.
  [
    'thirteenth_pro_rata',
    2,
    /^(?!.*\b(?:tfr|trattamento di fine rapporto)\b).*(?:\brate[oi] (?:di |della |delle |del )?(?:tredicesim|quattordicesim|13|14)|\bliquidazion\w*\b.*\b(?:tredicesim|quattordicesim)|(?:tredicesim|quattordicesim)\w*\b.*\bliquidazion)/,
  ],
  // Where the TFR goes: kept by the employer or paid into a pension fund.
  ['tfr', 3, /fond\w* pension|previdenza complementare|silenzio.?assenso/],
  // Bare "ratei" are the extra months'; "ratei di ferie" and a rateo in hours beside holidays are their accrual.
  [
    'thirteenth_pro_rata',
    3,
    /(?:tredicesim|quattordicesim|13a|14a|13ª|14ª)\w*\b[^?]*\b(?:quanto|calcol|rate[oi]|proporzion|matur|spett|import|vale|prender|percepi|pro rata|uguale|corrispond|equival|pari a(?! \d)|compost|comprende|include)|(?:cos'e|cosa e|che cos'e) (?:la|le) (?:tredicesim|quattordicesim)|(?:quanto|calcol|rate[oi]|proporzion|matur|import)\w*\b[^?]*\b(?:tredicesim|quattordicesim|13a\b|14a\b)|^(?!.*\b(?:ferie|permess\w*|rol)\b.*\bore\b|.*\bore\b.*\b(?:ferie|permess\w*|rol)\b).*\brate[oi]\b(?! (?:di |delle |dei |del |della )?(?:ferie|permess\w*|rol|ex.?festivit\w*|tfr)\b)/,
  ],
  [
    'overtime_value',
    3,
    /(?:ora|ore) (?:di )?(?:lavoro )?(?:straordinari|notturn|festiv|domenical)|straordinari\w*\b[^?]*\b(?:quanto|vale|valore|pagat|retribuit|maggioraz|percentual|calcol)|(?:quanto|vale|valore|pagat|retribuit|maggioraz|percentual|calcol)\w*\b[^?]*\b(?:straordinari|notturn|festiv|domenical)|maggiorazion/,
  ],
  ['overtime_value', 2, /straordinari|lavoro notturno|lavoro festivo|\bnotturn/],
  // "quanto vale ciascuna delle ore in più che ho fatto?": hours beyond the week, valued, are overtime.
  [
    'overtime_value',
    4,
    /\b(?:quanto|vale|valgono|pagat\w*|pagano|pagarmi|pagare)\b[^?]*\bor[ae] (?:in piu|extra)\b(?! di (?:ferie|permess))|\bor[ae] (?:in piu|extra)\b(?! di (?:ferie|permess))[^?]*\b(?:quanto|vale|valgono|pagat\w*|pagano)\b/,
  ],
  // "come valorizzo le ore eccedenti?": hours beyond the schedule to value are overtime.
  ['overtime_value', 4, /\bor[ae] eccedent\w*|\bvalorizz\w*\b[^?]*\bor[ae] (?:in piu|extra|straordinar\w*)/],
  // Hours past the schedule and their pay ("è rimasta oltre il suo orario: quanto gliele pago?", "se resta oltre
  // le 40 ore … come vanno pagate?"); a part-timer's are supplementary work (part_time).
  [
    'overtime_value',
    4,
    /^(?!.*(?:part.?time|tempo parziale))(?=.*\b(?:oltre|fuori) (?:il (?:suo|mio|proprio|normale) |l'|dal(?:l')? )?orario\b|.*\boltre (?:le )?\d{1,2} ore\b)(?=.*\b(?:pag\w*|quant\w*|vale|valgono)\b)/,
  ],
  // The hours worked on a holiday and how they are paid ("a Natale … come vanno pagate le ore? di quanto si
  // maggiorano?").
  [
    'overtime_value',
    4,
    /^(?!.*\bex.?festiv).*(?:\bsi maggior\w+|\bmaggiorat[ei] (?:del|di)\b|\b(?:festiv|natale|santo stefano|capodanno|pasquetta|ferragosto|domenic)\w*\b[^?]*\bcome (?:vanno|va|si|le) pag\w*|\bcome (?:vanno|va|si|le) pag\w*\b[^?]*\b(?:festiv|natale|santo stefano|capodanno|pasquetta|ferragosto|domenic))/,
  ],
  // Sundays, holidays and nights asked as pay ("quanto mi pagano le domeniche e le notti?"): their rates.
  [
    'overtime_value',
    4,
    /\b(?:quanto|come)\b[^?]{0,20}\b(?:pagan\w*|pagat[aeio]|pagherann\w*|retribuit\w*|vale|valgono)\b[^?]{0,20}\b(?:l[ae] )?(?:domenic\w*|nott[ei]\b|notturn\w*|festiv[io]\b|sabat[io] (?:pomeriggio|sera))|\b(?:l[ae] )?(?:domenich\w*|nott[ei]\b|festiv[io]\b)\b[^?]{0,30}\b(?:quanto|come)\b[^?]{0,15}\b(?:pagan\w*|pagat[aeio]|retribuit\w*|valgono|vale)\b/,
  ],
  // Hours beyond the schedule in other words ("le ore extra la domenica quanto me le pagano?").
  [
    'overtime_value',
    3,
    /\bor[ae] (?:extra|in piu|aggiuntiv\w*|in eccedenza)\b[^?]*\b(?:quant|pagat|pagan|vale|valgono|retribuit)|(?:quant|pagat|pagan|vale|valgono|retribuit)\w*\b[^?]*\bor[ae] (?:extra|in piu|aggiuntiv\w*|in eccedenza)\b/,
  ],
  [
    'hourly_rate',
    5,
    /paga orari[ao]|retribuzione orari[ao]|\bminim[oiae](?: (?:contrattual|tabellar|retributiv|sindacal|salarial)\w*)? orari[oae]?\b(?! (?:settimanal|giornalier|mensil|annu|di lavoro|contrattuale settimanal|del part|per il part|part)\w*)|salario orario|compenso orario|tariffa oraria|quanto (?:prende|guadagna|viene pagat\w|e pagat\w|si paga)\w* (?:all'|l'|per )?ora\b|all'ora\b|orari[ao] lord|divisore orario|\bl'ora\b|ora ordinaria|quota orari\w*|valore orario|costo orario|(?:quota|paga|retribuzione) giornalier|\bquanto (?:vale|valgono|mi vale|mi valgono|gli vale|le vale) (?:la (?:mia|sua|tua|loro) |le (?:mie|sue|tue|loro) |un'|una |l'|ogni )or[ae]\b|\bquanto (?:vale|valgono|mi vale|mi valgono|gli vale|le vale) or[ae]\b(?! (?:ciascun\w*|ogni|il|lo|la|i|gli|le|un|uno|una|mi[oae]|miei|tu[oae]|tuoi|su[oae]|suoi|quest\w*|quel\w*|dell?\w*|nell?\w*|quell\w*)\b)/,
  ],
  [
    'payroll_rules',
    3,
    /(?<!\ba |ferie[^.?]{0,40})scaglion|aliquot\w* (?:irpef|inps|contributiv)|detrazion|\bdetra(?:e|ggo|rre|rrei|ibil\w*)\b|cuneo fiscale|\b(?:taglio|riduzione) del cuneo\b|\bsomma (?:che )?non concorre\b|trattamento integrativo|\bmassimale\b|\bminimale\b|prima fascia|bonus (?:da |di )?(?:100|renzi)|somma esente|esonero contributivo|addizional\w* (?:regional|comunal)\w*(?! di)/,
  ],
  // ("quante settimane di contributi servono per la NASpI", "cosa prendo dall'INPS?": not a rate.)
  ['payroll_rules', 1, /\birpef\b|(?<!\bdall'? ?)\binps\b|(?<!\bsettimane di )contributi/],
  // A taxable income stated with a tax asked on it ("imponibile IRPEF di 38.000: quali aliquote si applicano?",
  // "reddito imponibile 27.243: addizionali?"): the rule at that income, not a net.
  [
    'payroll_rules',
    4,
    /\b(?:imponibil\w*|reddit\w* imponibil\w*)\b(?! (?:previdenzial|contributiv|inps|del mese|mensil))[^?]*\b(?:aliquot|scaglion|addizional|(?:irpef|imposta) lord)|\b(?:aliquot\w*|scaglion\w*|addizional\w*|(?:irpef|imposta) lord\w*)\b[^?]*\bimponibil\w*\b(?! (?:previdenzial|contributiv|inps|del mese|mensil))/,
  ],
  // The threshold of a rule ("da che cifra scatta l'1% in più di contributi"): the first pension band.
  [
    'payroll_rules',
    3,
    /\b1 ?% (?:in piu|aggiuntiv\w*|in aggiunta)|(?:contribut|aliquot)\w* aggiuntiv\w*|\b(?:da|a|oltre) (?:che|quale) (?:cifra|soglia|importo|reddito)\b[^?]*\b(?:inps|contribut|irpef|tass)/,
  ],
  // "quanta IRPEF pago con una RAL di 30.000": the tax itself, not the net.
  [
    'payroll_rules',
    4,
    /^(?!.*\bnett)(?:.*\bquant[ao]? (?:di )?irpef\b|.*\birpef\b[^?]*\b(?:pago|pagher\w*|devo pagare|si paga|pagherei))/,
  ],
  [
    'gross_to_net',
    3,
    /\bnett[oiae]?\b|in tasca|port(?:a|are|o|erei|erebbe|eremmo|erai|i) a casa|lordo.{0,20}netto|dal lordo/,
  ],
  ['gross_to_net', 2, /\bral\b|lordo annu|stipendio annu|quanto (?:prende|guadagna|percepisce)|busta paga/],
  [
    'minimum_pay',
    3,
    /(?<!\b(?:riposo|riposi|pausa|stacco) )\bminim[oi]\b(?! (?:di |del |d')?(?:preavviso|prova|ferie|ore|orario|riposo)\b)|tabellar|paga base|stipendio base|retribuzione base|minimi retributivi|elemento retributivo nazionale|\bern\b|paga (?:contrattuale|minima)|(?<!\bmia )retribuzion\w* (?:minim[ae] mensil\w*|mensil\w* minim[ae]\b)|\btab(?:ell[ae])?\b(?! (?:ferie|orari\w*|turn\w*|straordinar\w*|maggiorazion\w*|inps|irpef|contribut\w*))[^?]*\b(?:cat(?:egoria)?|livello|liv)\b[^?]*\bquant/,
  ],
  ['minimum_pay', 2, /stipend|retribuzion|salari|\bpaga\b|guadagn|\bprende\b|lordo mensil/],
  // "pulizie 2liv lordo al mese quant'è?": the month's gross of a level, when nothing else is asked.
  ['minimum_pay', 0.5, /\blord[oi] al mese\b/],
  // "a quanto sale il 4° livello a febbraio?", "a quanto arriva il C3 da giugno?": the level's new minimum (also
  // with the level first: "e il c3 a quanto arriva?").
  [
    'minimum_pay',
    3,
    /\ba quanto (?:sale|salira|arriva|arrivera|passa|passera)\b[^?]*\b(?:livell\w*|[a-d] ?[1-3]\b|\d ?(?:°|o)? ?(?:livello|liv)\b|minim\w*|paga|stipendi\w*)|\b(?:livell\w*|[a-d] ?[1-3]|minim\w*)\b[^?.;]{0,25}\ba quanto (?:sale|salira|arriva|arrivera|passa|passera)\b/,
  ],
  // An employer's own words for the pay due: "quanto devo pagarla?", "quanto gli devo dare al mese?".
  [
    'minimum_pay',
    2,
    /(?:\bquanto (?:devo|dovrei|dovro|dovrò|bisogna) (?:pagar|dar|corrisponder)(?:l[aoie]|gli|le)|\bquanto (?:le|gli|la|lo|li) (?:devo|dovrei|dovro|dovrò) (?:dare|pagare|corrispondere)|\bquanto (?:la|lo|li|le) pago|\bquanto (?:le|gli) do)\b(?!\s+(?:di|del|della|dei|per|come)\b)|\bquanto (?:le|gli) spett\w* (?:al mese|di stipendio|di paga)\b/,
  ],
  // The worker's own words for the pay due: "quanto devo prendere al mese?", "quanto mi spetta di stipendio?".
  [
    'minimum_pay',
    2,
    /\bquanto (?:devo|dovrei|dovrebbe|deve|dovrebbero|devono|dovevo|doveva|dovevano|avrei dovuto|avrebbe dovuto) (?:prendere|percepire|guadagnare)\b(?! (?:di|del|della|dei|per) (?!stipendio|paga\b))|\bquanto (?:prendo|prenderei|prendero|guadagno|guadagnerei|percepisco)\b(?!\s+(?:di|del|della|dei|per|in piu|nett\w*)\b)|\bquanto (?:mi|gli|le) spett\w* (?:al mese|di stipendio|di paga|lord[oa])\b/,
  ],
  // Agreement topics
  ['holidays', 3, /\bferie\b|vacanz(?!a contrattuale)/],
  [
    'rol_ex_festivita',
    4,
    /\brol\b|\broll\b(?= (?:ed|e|ex|o)\b)|ex.?festivit|festivita soppresse|riduzion\w* (?:dell'|dell |d'|d |di )?orario|\bpar\b(?!\.?\s*\d)/,
  ],
  ['rol_ex_festivita', 4, /permessi (?:retribuiti|annui|individuali)|ore (?:tot\w* )?di permess/],
  ['sickness_injury', 3, /malatti|infortun|comporto|carenza(?! contrattual)|\binail\b|certificato medico/],
  // Being ill said in everyday words ("se sto male", "mi ammalo", "ricoverato").
  [
    'sickness_injury',
    3,
    /\b(?:sto|stai|sta|stare|stia|sono stat\w|stato|stata) male\b|\b(?:mi|si|ti|ci) amm?al|\bamm?alat|\bmalat[oaie]\b|\bricoverat/,
  ],
  // The illness named by its kind or by the doctor's paper ("si è presa l'influenza, 5 giorni di certificato",
  // "è stata operata, il medico le ha dato due settimane").
  [
    'sickness_injury',
    3,
    ILLNESS_NAMED, // (a child's flu excludes it, unless passed on to the worker: topics-rt4.ts)
  ],
  // Keeping the job while ill is the comporto, however "licenziare" is said around it ("mi sono rotto una gamba").
  [
    'sickness_injury',
    4,
    /^(?=.*(?:malatti|\bmale\b|amm?al|malat[oaie]\b|ricoverat|infortun|\boperat[oa]\b|\b(?:mi|si|farmi|farsi) (?:devo |deve |dovro |dovra )?operar\w*|\b(?:devo|deve|dovro|dovra) (?:farmi |farsi )?operar\w*|\bernia\b|\bchirurg\w*|intervento|convalescen|\brott[oa] (?:una |la |il |un )?(?:gamba|braccio|polso|caviglia|piede|mano|femore|spalla|gomito|ginocchio|costol)|\bfrattur|\bingessat))(?=.*(?:\bposto\b|licenzi|mandare via|mandano via|cacciar|comporto))/,
  ],
  // How long one may stay away before being dismissed is the comporto, the illness said or not ("quanti giorni
  // posso stare a casa prima che possano licenziarmi?", "quanto posso restare assente senza perdere il posto?").
  [
    'sickness_injury',
    4,
    /^(?!.*(?:ingiustificat|preavvis|dimission|dimett|sciopero))(?=.*\b(?:stare|restare|rimanere|stia|resti|rimanga) (?:a casa|assent)|.*\bassen(?:te|za|ze)\b)(?=.*(?:\bposto\b|licenzi|mandare via|mandino via|cacciar))(?=.*\b(?:quant\w*|massimo|fino a quando|per quanto)\b)/,
  ],
  // Keeping the job is the comporto even when the illness was said in an earlier turn ("cambia il periodo di
  // conservazione del posto?").
  [
    'sickness_injury',
    4,
    /conservazion\w* del posto|conserv\w* (?:il|del|ancora il) posto|period\w* di comporto/,
  ],
  [
    'leave',
    5,
    /congedo|(?<!\b(?:c'e|ce|abbiamo|avete|hanno|ospit\w*|serv\w*|organizz\w*|catering|pranzo|cena|festa|banchetto|rinfresco|buffet|menu) (?:(?:di|per|a|al|del|da) )?(?:(?:un|il) )?)matrimon(?!\w* (?:di|del|della|dei) (?:clienti|client\w*))|\bnozze\b|\bspos[oa]\b|\blutto\b|decesso|\blut+o\b|permess\w* (?:per )?(?:studio|lutto|matrimonio|elettorale|sindacal|visite)|150 ore|\bore (?:\w+ ){0,3}per (?:lo |gli )?studi[oa]?\b|\bcors[oi] seral[ei]\b|legge 104|(?<!\b(?:ne \w+|ne \w+ (?:tipo|circa|quasi)|sono|spettano|solo|tutte le|dice|dicono|detto|letto|visto|sentito|trovato) )\b104\b(?! (?:ore|h|l'? ?anno|all'? ?anno|al mese|annue)\b)|allattamento|donazion|maternita|paternita|\bastension\w* (?:obbligatori|facoltativ)\w*|diritto allo studio|malatti\w* (?:de[il] |del mio |dei miei )?(?:figli|bambin)|(?:figli|bambin)\w* (?:malat|con (?:la |l')?(?:febbre|influenz))/,
  ],
  ['leave', 1, /permess/],
  ['probation', 3, PROBATION_NAMED], // ("superata la prova": a condition, probation-passed.ts)
  // "quando scade la prova?", "la prova finisce il…": the probation's end, not an agreement's expiry.
  [
    'probation',
    5,
    /\b(?:scad|finisc|termin)\w* (?:la |il (?:periodo di |patto di )?)prova\b|\bprova\b[^?.]{0,20}\b(?:scad|finisc|termin)\w*/,
  ],
  // "mi sono dimessa", not "sono stato dimesso dall'ospedale".
  ['notice', 3, /preavvis|dimission|dimett|licenzi|\b(?:mi sono|si e|ti sei|ci siamo) dimess[oaie]\b/],
  // How long before ending the job it must be said ("con quanto anticipo la avviso?").
  [
    'notice',
    3,
    /\bcon quanto (?:anticipo|preavviso)\b|\bquanto (?:tempo )?prima (?:devo |deve |dobbiamo )?(?:avvis|comunic|dir)/,
  ],
  [
    'working_hours',
    3,
    // "ferie operaio edile quante ore l'anno?": the hours of the holidays (or permits) named first, not the week's.
    // ("qual è il normale orario annuo dei turnisti?": the year's hours are the agreement's working time too.)
    /orario (?:di lavoro|settimanal|normale|contrattual|annu(?!\w* (?:di |da )?\d))|\bnormale orario\b(?! (?:annu\w* )?(?:di |da )?\d)|ore settimanal|ore (?:a|alla|per) settiman|(?<!\b(?:ferie|permess\w*|rol|par)\b[^?]{0,40})quante ore(?! (?:(?:tot|totali|complessiv\w*|annue|annuali|in tutto|in totale) )?di (?:permess|rol|ferie|straordinar|riduzion))(?! (?:ne )?(?:ho|abbiamo|(?:mi |ci |gli |le )?spett\w*|(?:mi |ci |gli |le )?rest\w*|ho matur\w*|matur\w*|mi tocc\w*)\b)|\bdivisore\b|\b(?:38|39|40) ore\b/,
  ],
  ['working_hours', 1, /\borario\b|\bore\b/],
  ['part_time', 3, /part.?time|tempo parziale|supplementar|clausol\w* elastic/],
  // "orario elastico nel part time: che maggiorazione?": the elastic clause's own rate, not overtime's.
  [
    'part_time',
    5,
    /\borario elastic\w*|\bore elastich\w*|\belasticit\w*|\bclausol\w* (?:elastic|flessibil)\w*/,
  ],
  ['apprenticeship', 3, /apprendist/],
  ['seniority', 3, INCREMENT_NAMED], // (ordinary-hours-asked.ts); "aumenti periodici" (no apprentice) below
  ['seniority', 1, /anzianit/],
  ['seniority', 5, /^(?!.*apprendist).*\baument\w* (?:periodic|biennal|triennal)\w*/],
  [
    'monthly_payments',
    3,
    /(?<!\bcon la )mensilit|\bcon la mensilit\w*\b(?! (?:di |del mese di )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b)|quando si paga|quando (?:viene|va) pagat|quando spetta|in che mese|\bquando (?:(?:me|te|ce|ve|se) )?(?:gliel[aeio] |la |le |lo |li )?(?:devono|deve|dovrebbero|dovrebbe) (?:pagar\w*|dar\w*|versar\w*)/,
  ],
  [
    'monthly_payments',
    1,
    /tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*|ma)(?!\w)|\b1[34] (?:ª|esim\w*|ma)(?!\w)/,
  ],
  // Who is entitled to a 13th or 14th month ("è dovuta anche agli apprendisti?"), not its amount.
  [
    'monthly_payments',
    4,
    /^(?!.*\b(?:quant|calcol|import|matur))(?:.*(?:tredicesim|quattordicesim|\b1[34](?:a|ª)\b)[^?]*\b(?:e dovut|spett\w* anche|spett\w* solo|ha diritto|hanno diritto|anche (?:a|agli|ai|alle|per)\b)|.*\b(?:anche|solo) (?:a|agli|ai|alle)\b[^?]*\b(?:tredicesim|quattordicesim))/,
  ],
  // The building trade's and older texts' name for the tredicesima.
  ['monthly_payments', 3, /gratifica natalizia/],
  // "Stessa decorrenza, ma per un 4° super?", "sempre con decorrenza…": the same date asked again, not a renewal.
  [
    'renewal',
    3,
    /rinnov|(?:vacanza|carenza) contrattuale|\btranche\b|\btrance\b|a regime\b|(?<!prima della |prima di |dopo la |alla )scadenz(?!\w* (?:(?:del|dei|per il|per i) )?(?:versament|pagament|bollettin|contribut|mav\b))|\bscad(?:e|ono|ra|ranno|uto|uta|uti)\b(?! (?:la |il (?:periodo di |patto di )?)prova\b| il (?:periodo di )?comporto\b)|\bvalidit|una tantum|in vigore fino|vigenz|arretrat|firmatar|chi ha firmato|sindacati firmatari|aument\w* contrattual|(?<!\b(?:stessa|medesima|sempre con(?: la)?|sempre dalla) )decorrenz|\bwelfare contrattual|\bflex\w{0,6} ?benefit|\bbenefit flessibil\w*|\b(?:strumenti|bonus|quota|credito|pacchetto) (?:di )?welfare\b|\bwelfare (?:de[il]|previsto dal) (?:ccnl |contratto )?(?:metalmeccanic|contratt|ccnl)|\bwelfare (?:di|da) \d|\bquant\w* (?:di )?welfare\b|(?<!\bin )\bwelfare\b[^.?!]{0,30}\b(?:mi |ci |gli |le )?(?:spett\w*|prevede|previst\w*)\b[^.?!]{0,30}\b(?:contratt\w*|ccnl)\b|\b\d+ (?:euro|€) (?:di |del |in )?welfare\b|\b(?:quant\w*|ammont\w*|importo) [^.?]{0,30}\b(?:edr|elemento distinto della retribuzione)\b/,
  ],
  // "di quanto sale il 3° livello?", "è previsto un aumento a breve?" ask a renewal's tranche ("a quanto sale": the
  // new minimum), not the minimum (a net, a tax, a seniority increment or a TFR revalued with inflation is another).
  [
    'renewal',
    6,
    /^(?!.*\b(?:nett|irpef|tass|scatt(?!a\b|ano\b|era\b|eranno\b)|straordinar|detrazion|cuneo|confront|differenz|tfr|rivalut|inflazion|foi\b))(?:.*\bquanto (?:mi |ti |gli |le |ci |vi |e |sono )?(?:aument|cresc|salit|salgon)|(?!.*\ba quanto\b).*\b(?:a|ad|da|dal|dall'|in|nel|entro) (?:\d{1,2} )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b[^?.]{0,25}?\b(?:aument(?:a|ano|era|eranno)|sal(?:e|gono|ira|iranno)|cresc(?:e|ono|era|eranno))\b(?! (?:le |l')?or(?:e|ario)\b)|.*\bquanto in piu rispetto (?:all'anno|al mese|alla tabella) (?:prima|precedente)\b|.*(?<!\ba )\bquanto sal(?:e|ira|iranno) (?:il |la |lo |l')?(?:minim\w*|\d ?°? ?livell\w*|livell\w*|[a-d] ?[1-3]\b|paga (?:base|tabellare|minima|del|della|dei))|.*\baument\w* (?:complessiv|total|previst|a regime|del rinnovo|in tutto|a breve|in arrivo|in vista)|.*\baument\w* (?:del |dei |della |delle )(?:minim|paga|stipend|retribu|tabell)|.*\bprossim\w* (?:aument|tranche)|.*\bprevist\w* (?:un |l'|degli |altri )?aument\w* (?:sul|sui|del|dei) minim|.*\baument\w* (?:tabellar|retributiv|salarial)\w*|.*\baltr[ie] aument)/,
  ],
  [
    'classification',
    4,
    // A bare "livello?" closing a job told in a few words ("custode notturno in un deposito… livello?") asks for it too.
    /inquadr|(?:che|\bke) livello|quale livello|livello (?:giusto|corretto|spetta|dovrei|devo|applic)|declaratori|come (?:la|lo) (?:inquadr|classific)|classificazion|(?:^|[.,;:!]\s?)(?:e )?(?:il )?(?:livello|liv)\s?\?/,
  ],
  ['classification', 1, /mansion|\bprofilo\b/],
  // ("è corretto rispetto al contratto in vigore", "la confronto con quello che mi daranno", "manca … rispetto al contratto?")
  [
    'comparison',
    4,
    /confront(?!\w* con (?:quell\w* che|quanto|cio che|(?:la |il |lo )?(?:mi[ao] )?(?:busta|cedolino|stipendio|paga)\b))|differenz\w* (?:tra|fra)|meglio (?:il|un)? ?(?:ccnl|contratto)|\bvs\.?\b|\bversus\b|cambia (?:tra|fra|rispetto)|\bquanto (?:ci )?(?:passa|corre) (?:tra|fra|di differenza)\b|\bquanto ci (?:passa|corre)\b|rispetto al (?:ccnl|contratto)(?! (?:in vigore|applicat\w*|attual\w*))(?!(?<=\b(?:busta|cedolino|manc\w*)\b.*)\s*(?:[,.;:?!]|$))/,
  ],
  [
    'document_question',
    4,
    /(?:nel|del|dal|il|questo|quel|mio) (?:document|file|allegat|pdf|contratto individuale|lettera di assunzione)|documento caricato|file caricato|ho caricato|ti ho (?:mandato|inviato|allegato)|secondo il documento/,
  ],
];

export interface IntentScore {
  intent: Intent;
  score: number;
}

// A level the worker holds: "inquadrato al 3°", "sono al quinto livello", "mi pagano come 4°".
const HELD_LEVEL =
  /\binquadr\w*|\b(?:sono|sei|e|sta|siamo) (?:al|nel) (?:\d|livell|(?:prim|second|terz|quart|quint|sest|settim)[oa]\b)|\b(?:pag\w* come|(?:mi|gli|le|ci) (?:danno|hanno dato|ha dato|applicano)) (?:un |il |al )?\d/;
// The job actually done, set against it ("ma faccio il responsabile", "però servo ai tavoli").
const JOB_DONE =
  /\b(?:ma|pero|invece|mentre|in realta|di fatto)\b[^?.;]*\b(?:faccio (?:il|la|l'|lo|da|le mansioni|mansioni|anche)|fa (?:il|la|l'|lo|da|le mansioni|mansioni)|svolg\w*|mi occupo|si occupa|lavor\w* come|serv[oe] (?:ai|al|alla|in)|gestisc\w*|coordin\w*|mand\w* avanti)\b/;

// A level the worker says they should hold: "dovrei stare al 4°", "non dovrei essere D2?", "mi spetterebbe il
// quarto livello", "dovrebbero inquadrarmi al 3°". ("gli spetta il 1° anno": an apprentice's year, not a level.)
const CLAIMED_LEVEL = String.raw`(?:(?:il|al|nel|in|a|l')\s?)?(?:livello\s)?(?:\d{1,2}(?:\s?[°ºa^](?:\s?livello)?(?!\s?(?:anno|anni|mese|mesi|semestre|periodo|biennio|triennio)\b)|\s?livello|(?=\s?[?.,;!]|$))(?:\s(?:super|s)\b)?|(?:prim|second|terz|quart|quint|sest|settim)o(?:\slivello|(?=\s?[?.,;!]|$))|[a-e][1-9]s?\b|[a-e]s\b|quadro)`;
const LEVEL_CLAIM = new RegExp(
  String.raw`\b(?:dovrei|dovrebbe|dovresti|dovremmo|dovrebbero) (?:stare|essere|avere|passare|prendere|rientrare)\s${CLAIMED_LEVEL}|\b(?:mi|gli|le|ci) spett(?:a|erebbe|ano|erebbero)\s${CLAIMED_LEVEL}|\bdovrebbero inquadrar\w*\s${CLAIMED_LEVEL}`,
);
const PAY_ASKED = /\bquant[oaie]\b|\bnett[oa]\b|\bstipendio\b|\bdifferenz\w*|\barretrat\w*/;

/** Intents with their scores, highest first; empty when nothing in the question says what it asks. */
export function scoreIntents(input: string): IntentScore[] {
  const text = withoutLevelStated(withoutCaredPersonMove(withoutOthersAbsence(forScoring(input))));
  const totals = new Map<Intent, number>();
  for (const [intent, weight, pattern] of [
    ...RULES,
    ...PHRASING_RULES,
    ...PHRASING_RULES_3,
    ...TOPIC_RULES_RT2,
    ...CALC_RULES_RC3,
    ...TOPIC_RULES_RT3,
    ...TOPIC_RULES_RT4,
    ...TOPIC_RULES_RT5,
    ...TOPIC_RULES_RT6,
    ...TOPIC_RULES_RT7,
    ...EMPLOYER_RULES,
    ...EXTRA_PAY_RULES,
  ])
    if (pattern.test(text)) totals.set(intent, (totals.get(intent) ?? 0) + weight);
  // "sono inquadrato al 3° ma faccio il responsabile, è giusto?": a level held set against the job done asks
  // whether the level fits the job.
  if (!totals.size && HELD_LEVEL.test(input) && JOB_DONE.test(input)) totals.set('classification', 4);
  // "dovrei stare al 4°?", "mi spetterebbe il D2?", "l'ho messo al 4°: è corretto?": a level claimed or doubted asks
  // whether the one held is right, unless a pay figure is asked beside it.
  if ((LEVEL_CLAIM.test(input) || heldLevelDoubted(input)) && !PAY_ASKED.test(input))
    totals.set('classification', Math.max(5, ...[...totals.values()].map((score) => score + 1)));
  return [...totals.entries()]
    .map(([intent, score]) => ({ intent, score }))
    .sort((a, b) => b.score - a.score || order(a.intent) - order(b.intent));
}
const ORDER = RULES.map(([intent]) => intent);
const order = (intent: Intent) => ORDER.indexOf(intent);

export const CALCULATION_INTENTS: ReadonlySet<Intent> = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'net_to_gross',
  'employer_cost',
  'overtime_value',
  'thirteenth_pro_rata',
  'tfr',
  'payroll_rules',
  'payslip_check',
]);
