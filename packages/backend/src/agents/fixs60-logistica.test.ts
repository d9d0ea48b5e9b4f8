import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : {}).text;

const SLIP = [
  'BUSTA PAGA OTTOBRE 2026 - CCNL Logistica, trasporto merci e spedizione',
  'Autista livello B3',
  'Voce                                  Q.ta    Unitario    Importo',
  'Trasferta Italia 6-12 ore             2 gg    23,80        47,60',
  'Trasferta Italia 18-24 ore            5 gg    41,16       205,80',
].join('\n');

describe('Logistica: a payslip row of the band asked', () => {
  it('checks the 18-24 hour row the question names, not the first one listed', () => {
    const text = askAgent(
      'main-agent',
      'mi controlli la trasferta dalle 18 alle 24 di questa busta? al giorno me la pagano giusta?',
      withUpload('busta-ottobre.txt', SLIP),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toMatch(/43,16 €/);
    expect(openingLine(text)).toMatch(/10,00 €/);
  });
});

describe('Logistica: travel abroad as a follow-up', () => {
  it('prices the hours away abroad at the abroad band', () => {
    const text = ask(
      'main-agent',
      'e se il viaggio era in Francia, all estero, e sono stato fuori casa 16 ore?',
      ['autista ccnl logistica: per una giornata fuori sede 10 ore in Italia che trasferta mi spetta?'],
    );
    expect(openingLine(text)).toMatch(/45,05 €/);
    expect(openingLine(text)).not.toMatch(/35,02 €/);
  });
});

describe('Logistica: the abolished 6J', () => {
  it('says where a 6J worker went and the minimum now', () => {
    const text = ask(
      'main-agent',
      'faccio il facchino in un magazzino col contratto logistica, mi avevano messo al 6 junior; ho sentito che l hanno tolto, a che livello devo stare adesso e con che minimo?',
    );
    expect(openingLine(text)).toMatch(/6° livello/);
    expect(text).toMatch(/1\.625,41 €/);
  });
});

describe('Logistica: a driver follow-up that changes licence, loads and nights away', () => {
  it('moves to B3 when the new job is an articulated lorry away from base', () => {
    const text = ask(
      'inquadra',
      'e se invece prende la patente CE e fa container e casse mobili in giro per l Italia, dormendo in cabina?',
      [
        'ccnl logistica: autista con patente C che fa solo consegne in città e rientra in sede ogni sera, che livello?',
      ],
    );
    expect(openingLine(text)).toMatch(/B3/);
  });
});

describe('renewal tranches split and next', () => {
  it('Logistica B3 from June 2027: the minimum and the EPA apart', () => {
    const text = ask(
      'main-agent',
      'ccnl logistica, autista B3: dal 1 giugno 2027 quanto sarà tra minimo ed EPA?',
    );
    expect(openingLine(text)).toMatch(/1\.980,37 €/);
    expect(openingLine(text)).toMatch(/120,00 €/);
  });

  it('Studi professionali: a figure read that is the next table’s is the tranche not yet due', () => {
    const text = ask('main-agent', 'ma io sapevo 1.726,37 €, come mai no?', [
      'Studi professionali, 3° livello: il minimo di oggi?',
    ]);
    expect(openingLine(text)).toMatch(/1° dicembre 2026/);
    expect(openingLine(text)).toMatch(/20,00 €/);
  });

  it('Chimico-farmaceutico: the next tranche alone, not the last one too', () => {
    const text = ask(
      'main-agent',
      'chimici farmaceutici, livello D1: quando scatta il prossimo aumento e quanto vale?',
    );
    expect(openingLine(text)).toMatch(/1° luglio 2027/);
    expect(text).not.toMatch(/16,00 €/);
  });
});
