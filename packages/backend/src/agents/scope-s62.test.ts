import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const OUTSIDE = /esce da ciò di cui mi occupo/;
const document = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'lettera.txt', text }] });

describe('asks outside work that borrow pay words (session 62)', () => {
  it('a car policy’s merit class is the insurer’s, whatever "scatto" it borrows', () => {
    const text = askAgent(
      'main-agent',
      'dopo 8 anni senza sinistri la compagnia non mi ha abbassato la classe di merito: non mi spetta uno scatto?',
    ).text;
    expect(openingLine(text)).toMatch(OUTSIDE);
  });

  it('a rent asked net of the flat tax is a landlord’s sum, not a net pay', () => {
    const text = askAgent(
      'calcolo',
      'ho un monolocale in affitto, voglio 600 euro netti al mese: che canone di locazione metto nel contratto con la cedolare?',
    ).text;
    expect(openingLine(text)).toMatch(OUTSIDE);
  });

  it('a mortgage on a net pay, and a personal loan chosen while pay is disputed, are a bank’s', () => {
    for (const ask of [
      'prendo 1.500 euro netti, quanto mutuo mi concedono per una casa?',
      'il titolare mi paga in ritardo lo stipendio: che finanziaria mi fa un prestito personale a tasso basso?',
    ])
      expect(openingLine(askAgent('main-agent', ask).text)).toMatch(OUTSIDE);
  });

  it('extra time in a football final is sport, not supplementary work', () => {
    const text = askAgent(
      'main-agent',
      'nella finale di Europa League i tempi supplementari quanto durano?',
    ).text;
    expect(openingLine(text)).toMatch(OUTSIDE);
  });

  it('a salary-backed loan stays work’s own (cessione del quinto)', () => {
    const text = askAgent(
      'main-agent',
      'ho chiesto un prestito con cessione del quinto: la finanziaria che tasso mi applica e quanto mi trattengono in busta?',
    ).text;
    expect(openingLine(text)).not.toMatch(OUTSIDE);
  });
});

describe('agreements not held, named by the job or in the document (session 62)', () => {
  it('a porter employed by the building is under the landlords’ agreement, whatever stairs he cleans', () => {
    const text = askAgent(
      'calcolo',
      'faccio il portiere in un condominio di Milano, con alloggio, e pulisco anche le pulizie delle scale: che minimo mi spetta?',
    ).text;
    expect(openingLine(text)).toContain('Proprietari di fabbricati');
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });

  it('a letter’s agreement signed by an association not held is a gap, not the held one of the same sector', () => {
    const letter = document(
      'Lettera di assunzione\nCCNL applicato: CCNL Terziario, Commercio e Servizi sottoscritto da CIFA e Confsal\nLivello: 5° - commessa\nRetribuzione lorda mensile: euro 1.450,00',
    );
    const text = askAgent('calcolo', 'la paga della lettera è almeno il minimo del contratto?', letter).text;
    expect(openingLine(text)).toContain('CIFA');
    expect(text).not.toMatch(/CCNL Commercio/);
  });

  it('a funeral firm’s agreement named in the letter is a gap for its notice', () => {
    const letter = document(
      'Impresa di onoranze funebri\nAl rapporto si applica il CCNL per il personale delle imprese esercenti attività funebri.\nQualifica: autista necroforo, tempo pieno.',
    );
    const text = askAgent(
      'main-agent',
      'in base al contratto indicato quanto preavviso devo dare se mi dimetto?',
      letter,
    ).text;
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });

  it('a held agreement’s word met only as what a service is for does not replace one not held named as the contract', () => {
    const text = askAgent(
      'main-agent',
      "Seguo il personale di un'impresa con due rami: le linee urbane in concessione dal Comune, dove si applica il CCNL Autoferrotranvieri, e il noleggio di autobus con conducente per gite scolastiche e turismo, dove applichiamo il contratto del noleggio autobus. Dovendo trasferire un autista da un ramo all'altro, mi servirebbe un confronto tra i due contratti su orario settimanale, maggiorazione dello straordinario e minimo mensile. Me lo prepara?",
    ).text;
    expect(openingLine(text)).toContain('Autoferrotranvieri');
    expect(text).not.toMatch(/Turismo Federalberghi la maggiorazione/);
  });
});
