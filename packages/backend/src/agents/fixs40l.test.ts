import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

// Session 40 (fixs40l): families and first-time employers, asked as they ask.
const ask = (agent: string, message: string, history: string[] = []) => askAgent(agent, message, { history });

describe('families and first-time employers', () => {
  it('"operare le ritenute IRPEF" for a carer: the family is no withholding agent', () => {
    const text = ask(
      'main-agent',
      "Abbiamo assunto una badante per papà. Come famiglia dobbiamo operare le ritenute IRPEF ogni mese, come fa un'azienda?",
    ).text;
    expect(openingLine(text)).toContain("non è sostituto d'imposta");
    expect(text).not.toContain('mi dici se sarà');
  });
  it("a carer's sick days: the family pays them, not INPS", () => {
    const text = ask(
      'main-agent',
      'la badante sta male, chi le paga i giorni di malattia? e assunta da 3 mesi',
    ).text;
    expect(text).toMatch(/datore di lavoro\W+\(la famiglia\)/);
  });
  it('the Libretto Famiglia for a live-in carer is occasional work: a gap, never the contribution bands', () => {
    const text = ask(
      'main-agent',
      'Per la signora che dorme con la zia tutte le notti possiamo usare il libretto famiglia invece di assumerla? Si può?',
    ).text;
    expect(openingLine(text)).toContain('lavoro occasionale');
    expect(text).not.toMatch(/1,70 €|fascia di paga oraria/);
  });
  it("a business's legal form and tax regime is out of scope, with a pointer to an accountant", () => {
    const text = ask(
      'main-agent',
      'Apriamo una gelateria in due: conviene costituirci in snc con il regime forfettario oppure fare una srl?',
    ).text;
    expect(openingLine(text)).toContain('esce da ciò di cui mi occupo');
    expect(openingLine(text)).toContain('commercialista');
  });
  it("a non-live-in level B's probation in a follow-up: 8 days, without the live-in 30", () => {
    const text = ask(
      'main-agent',
      'e se invece non dorme da noi e viene 3 ore al giorno, livello B? la prova cambia?',
      ['La colf vivrà con noi: quanto dura al massimo la prova?'],
    ).text;
    expect(openingLine(text)).toContain('**8 giorni di lavoro effettivo**');
    expect(text).not.toContain('30 giorni');
  });
  it("an artisan workshop registered with the Camera di commercio: the craft metalworkers' agreement", () => {
    const text = ask(
      'main-agent',
      "Ho rilevato l'officina di mio zio, cambio gomme e tagliandi; la ditta è artigiana, iscritta alla Camera di commercio. Che contratto applico al dipendente?",
    ).text;
    expect(openingLine(text)).toContain('Metalmeccanici artigianato');
    expect(text).not.toMatch(/CCNL Commercio|Gomma plastica/);
  });
  it("an apprentice's age told beside the length asked: not the law's age limits", () => {
    const text = ask('main-agent', 'ok e un apprendista di 19 anni quanto lo pago e per quanti anni dura?', [
      'Ho una carrozzeria artigiana, che contratto applico per i dipendenti?',
    ]).text;
    expect(openingLine(text)).not.toContain('tra i 18 e i 29 anni');
  });
  it('a language course is no care training: a bedridden person with an untrained carer is CS', () => {
    const text = ask(
      'inquadra',
      'Mia madre è allettata, la badante la lava e la imbocca. Titoli non ne ha, ha fatto solo un corso di lingua italiana. Che livello le spetta?',
    ).text;
    expect(openingLine(text)).toContain('**livello CS**');
  });
});

describe("a family's hiring letter checked clause by clause", () => {
  it('an excluded tredicesima and a probation over the maximum, the maximum in the lead', () => {
    const letter =
      'LETTERA DI ASSUNZIONE - LAVORO DOMESTICO\nMansione: collaboratrice familiare, livello B, non convivente\nOrario: 25 ore settimanali\nPeriodo di prova: 30 giorni di lavoro effettivo\nTredicesima: non dovuta, la paga oraria è già maggiorata\nFerie: 26 giorni lavorativi';
    const text = askAgent(
      'main-agent',
      'Questa è la lettera per la nostra colf: ci sono clausole non conformi al contratto?',
      withUpload('lettera_colf.txt', letter),
    ).text;
    expect(openingLine(text)).toContain('**No**');
    expect(openingLine(text)).toContain('la tredicesima è dovuta');
    expect(openingLine(text)).toContain('8 giorni di lavoro effettivo');
  });
});

describe("a first hire's level from the warehouse tasks told", () => {
  it('stock kept on the software and goods shelved: the storekeeper (4°), not the goods checker', () => {
    const text = askAgent(
      'inquadra',
      'Negozio online di ricambi, CCNL commercio. Il nuovo assunto scarica i colli, li mette a scaffale, aggiorna le giacenze nel programma e imballa le spedizioni. Che livello?',
    ).text;
    expect(openingLine(text)).toContain('**4° livello**');
  });
});

describe('a domestic worker who comes for part of the day', () => {
  it('"viene solo il pomeriggio, 3 ore" is not living in: the non-live-in probation', () => {
    const text = askAgent(
      'main-agent',
      'E se invece viene solo il pomeriggio, 3 ore, livello A, la prova cambia?',
      { history: ['La colf dormirà da noi tutta la settimana: quanto dura la prova?'] },
    ).text;
    expect(openingLine(text)).toContain('non convivente del livello A');
  });
});
