import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = [], text?: string) =>
  askAgent(agent, message, {
    history,
    ...(text ? { documents: [{ fileId: 'f', fileName: 'cedolino.txt', text }] } : {}),
  }).text;

describe('follow-ups inherit the case and change only what they say (fixs31g)', () => {
  it('answers the side of the notice asked, without the other side', () => {
    const first =
      "Faccio il magazziniere al 5° livello del commercio da 2 anni: se l'azienda mi licenzia quanto preavviso mi spetta?";
    const text = ask('main-agent', 'e se invece sono io a dare le dimissioni?', [first]);
    expect(openingLine(text)).toContain('**15 giorni**');
    // The dismissal's 20 days are not what was asked.
    expect(text).not.toContain('20 giorni');
  });

  it('opens a comparison asked one way with Sì or No as asked', () => {
    const first = 'Quanto dura il periodo di prova di un 4° livello nel turismo?';
    const text = ask('confronta', 'E con il CCNL Commercio la prova sarebbe più lunga?', [first]);
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    // A range against days is no figure to weigh: no verdict rather than a wrong one.
    const mixed = ask('confronta', 'e nel metalmeccanico la prova è più breve?', [
      'Quanto dura il periodo di prova di un 4° livello nel commercio?',
    ]);
    expect(openingLine(mixed)).not.toMatch(/^\*\*(?:Sì|No)\*\*/);
  });

  it('compares the subject a comparison follow-up names', () => {
    const first = 'Confronta le ferie tra commercio e metalmeccanici industria';
    const text = ask('confronta', "e la quattordicesima? ce l'hanno tutti e due?", [first]);
    expect(openingLine(text)).toContain('Mensilità');
    expect(openingLine(text)).not.toMatch(/ferie/i);
  });

  it('gives the minimum from the date asked with the tranche included', () => {
    const first = 'quanto è il minimo di un 4° livello del commercio?';
    // Commercio 4° from 1 February 2027: 1.858,75 €.
    expect(openingLine(ask('calcolo', "e da febbraio 2027 con l'aumento?", [first]))).toContain(
      '**1.858,75 €**',
    );
  });

  it('opens a classification asked with its pay with both', () => {
    const text = ask(
      'inquadra',
      'faccio la commessa in un negozio di scarpe, vendo e sistemo la merce: che livello sono e quanto mi spetta di minimo al mese?',
    );
    expect(openingLine(text)).toContain('4° livello');
    expect(openingLine(text)).toContain('**1.818,75 €**');
  });

  it('asks the pay due after a tax question on the same carer', () => {
    const first = 'ho assunto una colf, devo farle io la trattenuta irpef in busta?';
    // Lavoro domestico B conviventi 2026: 983,16 €.
    const text = ask('main-agent', 'ok e quanto la devo pagare come minimo? convivente, livello B', [first]);
    expect(openingLine(text)).toContain('983,16 €');
  });

  it("checks a payslip's base under the label the payslip gives it", () => {
    const slip =
      'CEDOLINO SETTEMBRE 2026\nBar Centrale srl - Torino\nCCNL Pubblici Esercizi FIPE\nDipendente: Rossi Anna - barista - livello 5° - full time\nRetribuzione base conglobata: 1.543,86\nLordo: 1.543,86';
    const text = ask('calcolo', 'la paga base è aggiornata o è ancora quella vecchia?', [], slip);
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('1.580,09 €');
  });

  it('reads the job a classification follow-up grows into, and the agreement the level codes name', () => {
    const first = 'devo inquadrare un manovale alle prime armi in un cantiere edile';
    expect(
      openingLine(ask('inquadra', 'e quando sarà un muratore qualificato che lavora da solo?', [first])),
    ).toContain('2° livello');
    const coded = ask(
      'inquadra',
      'addetto alle pulizie dei reparti in una fabbrica metalmeccanica, è D1 o D2?',
    );
    expect(openingLine(coded)).toContain('Metalmeccanici industria');
  });
});
