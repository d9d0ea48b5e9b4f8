import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const answer = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;
const opening = (agent: Parameters<typeof askAgent>[0], message: string, history?: string[]) =>
  answer(agent, message, history).split('\n')[0] ?? '';

describe('the bold clause of a rule read from the knowledge base', () => {
  it('is not cut at the full stop of "art. 42"', () => {
    const text = opening('main-agent', 'Quanto dura il periodo di prova di un operaio edile?');
    expect(text).not.toMatch(/art\*\*\./);
    expect(text).toMatch(/\*\*[^*]*30 giorni[^*]*\*\*/);
  });
});

describe('the cost asked in a clause of its own', () => {
  it('answers both the hourly pay and the monthly cost of a colf', () => {
    const text = answer(
      'calcolo',
      "Assumo una colf 20 ore a settimana livello B non convivente: quanto la pago all'ora e quanto mi costa al mese?",
    );
    const [first, second] = text.split('\n');
    expect(first).toMatch(/\*\*7,01 € l'ora\*\*/);
    // The family's monthly cost: pay, employer INPS and TFR over the year, divided by 12.
    expect(second).toMatch(/costo per la famiglia è di circa \*\*[\d.,]+ € al mese\*\*/);
  });
});

describe('a net the worker was paid, asked whether it is right', () => {
  it('sets "ho preso 1.450 netti" against the computed net', () => {
    const text = answer(
      'calcolo',
      'Ho preso 1.450 netti a ottobre come impiegata di 5° livello commercio full time. È giusto?',
    );
    const [, second] = text.split('\n');
    expect(second).toMatch(
      /Rispetto alla cifra indicata \(1\.450,00 €\) la differenza è di \*\*[\d,]+ €\*\*/,
    );
  });

  it('gives one verdict only when the net is said as the rule', () => {
    const text = answer(
      'calcolo',
      'mi arrivano 1380 euro netti al mese, sono al 4 livello del commercio, è corretto?',
    );
    expect(text).toMatch(/^No: non 1\.380,00 €/);
    expect(text).not.toMatch(/Rispetto alla cifra indicata/);
  });
});

describe("an apprentice's net asked", () => {
  it('gives the gross share and says the net is not computed, and why', () => {
    const lines = answer(
      'calcolo',
      'quanto prende netto un apprendista al secondo anno nel commercio, livello finale 5, a Roma?',
    ).split('\n');
    // The Commercio pays apprentices as lower levels (art. 53), not the guide's 80% (1.353,36 €).
    expect(lines.join('\n')).toContain('due livelli sotto il livello finale');
    expect(lines.join('\n')).not.toContain('1.353,36');
  });
});

describe('questions the law answers whatever the agreement', () => {
  it('says a dismissal for just cause needs no notice, without asking the agreement', () => {
    const text = opening('main-agent', 'In caso di licenziamento per giusta causa spetta il preavviso?');
    expect(text).toMatch(/^\*\*No\*\*/);
    expect(text).toMatch(/\*\*senza preavviso\*\*/);
    expect(text).toMatch(/art\. 2119 c\.c\./);
  });

  it('says a resignation for just cause is exempt from notice and paid the indemnity', () => {
    const text = opening(
      'main-agent',
      'mi dimetto per giusta causa perché non mi pagano da 3 mesi, devo dare il preavviso?',
    );
    expect(text).toMatch(/esonerato dal preavviso/);
    expect(text).toMatch(/indennità sostitutiva del preavviso/);
  });

  it("gives the INPS sickness benefit's shares by day", () => {
    const text = opening(
      'main-agent',
      "Quanto è l'indennità di malattia INPS per un operaio dal 4° al 20° giorno?",
    );
    expect(text).toMatch(
      /\*\*50% della retribuzione media giornaliera dal 4° al 20° giorno e 66,66% dal 21° al 180°\*\*/,
    );
  });
});

describe('holidays asked as a day or a month', () => {
  it('values one untaken holiday day at the daily quota', () => {
    const text = opening('calcolo', 'Quanto vale un giorno di ferie non goduto per un 4° livello commercio?');
    // 1.818,75 € ÷ 26 = 69,95 € (Commercio minimum of the 4th level from 1 November 2026).
    expect(text).toMatch(/^Per 1 giorno di ferie non godute spettano \*\*69,95 €\*\*/);
  });

  it("gives a month's accrual for 'rateo ferie mensile'", () => {
    const text = opening('main-agent', 'Quanto è il rateo ferie mensile per un full time commercio?');
    expect(text).toMatch(/\*\*2,17 giorni\*\*/);
  });
});

describe('overtime hours said per day for a number of days', () => {
  it('values 2 hours a day for 20 days as 40 hours', () => {
    const text = opening(
      'calcolo',
      'Il mio stipendio è 1.800 lordi, quanto prendo in più con 2 ore di straordinario al giorno per 20 giorni? Commercio 4 livello',
    );
    expect(text).toMatch(/40 ore valgono \*\*492,86 €\*\*/);
  });
});

describe('agreements ranked by pay', () => {
  it('is not read as a payslip that came out higher', () => {
    const text = opening('confronta', "Qual è il CCNL con lo stipendio più alto per un impiegato d'ordine?");
    expect(text).not.toMatch(/IRPEF/);
  });
});

describe('a total of overtime hours told with its split by day', () => {
  it('keeps "8 ore di straordinario: 2 ore al giorno per quattro giorni" at 8 hours', () => {
    const text = opening(
      'calcolo',
      'sono metalmeccanico livello C2, questo mese 8 ore di straordinario: 2 ore al giorno per quattro giorni. quanto mi spetta lordo?',
    );
    expect(text).toMatch(/8 ore valgono/);
  });
});

describe('greetings and thanks', () => {
  it('answers a greeting with what the assistant does, not as out of scope', () => {
    const text = answer('main-agent', 'Ciao, come funziona?');
    expect(text).toMatch(/^\*\*Ciao!\*\* Sono l'assistente per i contratti collettivi/);
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
  });

  it('answers thanks in kind', () => {
    expect(opening('main-agent', 'ok perfetto grazie')).toMatch(/^\*\*Prego!\*\*/);
  });

  it('keeps a question after a greeting a question', () => {
    expect(opening('main-agent', 'Ciao, quanti giorni di ferie ho nel commercio?')).toMatch(/26 giorni/);
  });
});

describe("figures of a story that are not the worker's pay", () => {
  it('reads "80 metri quadri" as a shop size, not the Quadri level', () => {
    const text = opening(
      'calcolo',
      'Negozio di abbigliamento, 80 metri quadri, CCNL Commercio: vogliamo assumere una commessa al 4° livello, quanto ci costa al mese?',
    );
    expect(text).toMatch(/4° livello/);
    expect(text).not.toMatch(/Quadri/);
  });

  it('leaves rent told after its figure out of the pay', () => {
    const text = opening(
      'calcolo',
      'Lavoro in uno studio di commercialisti, 4° livello del CCNL Studi professionali, tempo pieno. Pago 650 € di affitto. A gennaio 2026 qual è la mia paga oraria di base?',
    );
    expect(text).not.toMatch(/650,00/);
  });

  it('leaves a phone number out of the amounts', () => {
    const text = answer(
      'calcolo',
      'Ho 6 operai agricoli a tempo determinato, contratto operai agricoli e florovivaisti: paga oraria minima di un operaio comune nel 2026? Paolo, cell. 333 1234567',
    );
    expect(text).not.toMatch(/1\.234\.567/);
  });

  it('leaves a count of receipts out of the pay', () => {
    const text = answer(
      'main-agent',
      'Profumeria, contratto del commercio, 8 dipendenti: a dicembre abbiamo fatto 3.200 scontrini. Qual è il minimo di ore settimanali di un part-time?',
    );
    expect(text).not.toMatch(/3\.200,00/);
  });
});

describe('a mortgage to choose', () => {
  it('is out of scope even beside a pay word', () => {
    expect(
      opening(
        'main-agent',
        'Con uno stipendio da commessa mi conviene un mutuo a tasso fisso o variabile per comprare casa?',
      ),
    ).toMatch(/esce da ciò di cui mi occupo/);
  });
});

describe("someone else's agreement named beside the asker's", () => {
  it('answers the asker\'s agreement only when a colleague\'s is named "(lui è FIPE)"', () => {
    const text = answer(
      'main-agent',
      "Lavoro in hotel, contratto turismo Federalberghi, 4° livello. Il mio collega dice che i suoi scatti (lui è FIPE) valgono 33 euro l'uno. Nel mio contratto quanto vale ogni scatto?",
    );
    expect(text).toMatch(/Turismo/);
    expect(text).not.toMatch(/Pubblici esercizi FIPE/);
  });
});

describe('the month a renewal was signed', () => {
  it('is not the date a minimum is asked at', () => {
    const text = opening(
      'calcolo',
      'Il mio contratto è il metalmeccanico industria, sono C3. Con il rinnovo firmato a novembre 2025 il minimo tabellare del C3 da giugno 2026 a quanto è arrivato?',
    );
    // C3 from 1 June 2026: 2.158,26 € + 53,17 € = 2.211,43 € (geps.it, rinnovo del 22 novembre 2025).
    expect(text).toMatch(/\*\*2\.211,43 €\*\*/);
  });
});

describe('more blind-set classes', () => {
  it('reads "06/2027?" as June 2027 in a follow-up', () => {
    const text = opening('calcolo', '06/2027?', ['min D2 metalm 06/2026']);
    // D2 from 1 June 2027 (geps.it, rinnovo del 22 novembre 2025).
    expect(text).toMatch(/1° giugno 2027 è \*\*2\.032,70 €\*\*/);
  });

  it('answers the holidays asked beside a past illness, not the law on falling ill on holiday', () => {
    const text = opening(
      'main-agent',
      "Lavoro per un'impresa di pulizie, contratto Multiservizi, 2° livello. Faccio dal lunedì al venerdì, 8 ore. L'anno scorso ho fatto 4 giorni di malattia. Quanti giorni di ferie mi spettano all'anno?",
    );
    expect(text).toMatch(/\*\*22 giorni lavorativi\*\*/);
  });

  it('answers both "quando la pago e ci vanno dentro anche gli scatti?"', () => {
    const text = answer(
      'main-agent',
      'ho un bar ccnl pubblici esercizi fipe, la 14esima quando la pago e ci vanno dentro anche gli scatti?',
    );
    expect(text.split('\n')[0]).toMatch(/luglio/);
    expect(text).toMatch(/scatti/);
  });

  it('leaves a travel allowance told after its figure out of the 13th month', () => {
    const text = opening(
      'calcolo',
      'Applico il CCNL Metalmeccanici industria. Il 1° marzo 2026 ho assunto un saldatore C3; a maggio gli ho pagato 300 euro di trasferta. A dicembre quanto gli spetta di tredicesima sul minimo tabellare?',
    );
    // C3 2.211,43 € × 10/12 = 1.842,86 €.
    expect(text).toMatch(/\*\*1\.842,86 €\*\*/);
  });
});

describe('follow-ups and changes said in few words', () => {
  it('reads "7 anni?" after a comporto question as the years of service', () => {
    const text = opening('main-agent', '7 anni?', [
      'Periodo di comporto per malattia di un metalmeccanico industria con 4 anni di anzianità?',
    ]);
    // (The KB states the days with the months since session 50: "365 giorni di calendario (12 mesi)".)
    expect(text).toMatch(
      /con 7 anni di anzianità (?:spettano|il posto è conservato per) \*{0,2}(?:365 giorni di calendario \()?12 mesi/,
    );
  });

  it('reads "sono passato C3" as the level now held', () => {
    const text = answer(
      'main-agent',
      'prima ero C2 e da due anni sono passato C3 metalmeccanici industria. quanto vale uno scatto?',
    );
    expect(text.split('\n')[0]).toMatch(/C3/);
  });
});

describe('a part that points back with "ne"', () => {
  it('leaves "quanti ne paga lui" to the whole answer (no apprenticeship pay shares beside the rates gap)', () => {
    const text = answer(
      'calcolo',
      'Se assumo un apprendista professionalizzante invece di un commesso normale, quanti contributi INPS pago io e quanti ne paga lui nel 2026? Ho 4 dipendenti.',
    );
    expect(text).toMatch(/non sono nella base di conoscenza/);
    // The apprentice's own share is the law's 5,84%; no apprenticeship pay share beside it.
    expect(text).toContain('5,84%');
    expect(text.replace(/5,84%|9,19%/g, '')).not.toMatch(/\d+%/);
  });
});

describe('a month said alone after a dated turn', () => {
  it('reads "e da ottobre?" after "i minimi di maggio 2026" as October 2026', () => {
    const text = opening('calcolo', "e da ottobre quanto diventa all'ora?", [
      'Qual è la paga oraria minima di un addetto alle pulizie di 2° livello del CCNL Multiservizi con i minimi di maggio 2026?',
    ]);
    // Multiservizi 2° livello from October 2026: 1.403,17 € ÷ 173 = 8,11 €.
    expect(text).toMatch(/\*\*8,11 €\*\*/);
  });
});

describe('a hire said before the verb of working', () => {
  it('counts the 14th month from "dal 1° gennaio 2026 lavora"', () => {
    const text = opening(
      'calcolo',
      'Mia figlia dal 1° gennaio 2026 lavora come commessa, 4° livello del CCNL Terziario Confcommercio, full time. Con la busta di giugno/luglio 2026 quanto le spetta di quattordicesima?',
    );
    // 1.783,75 € × 6/12 = 891,88 € (January to June 2026).
    expect(text).toMatch(/\*\*891,88 €\*\*/);
  });
});
