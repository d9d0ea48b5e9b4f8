import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const answer = (message: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, message, { history }).text;
const open = (message: string, history: string[] = []) => openingLine(answer(message, history));

describe('study leave: pools by headcount, each worker’s hours and their value (session 62, fx62study)', () => {
  it('a pool of four digits is written with its thousands point', () => {
    const line = open(
      'Officina metalmeccanica Federmeccanica, 150 addetti al 1° gennaio: a quanto arriva il monte ore triennale del diritto allo studio per tutta l’azienda?',
    );
    expect(line).toContain('3.150 ore');
  });

  it('a follow-up that changes the headcount, with a typo, gets the new pool', () => {
    const first =
      'CCNL Terziario Confcommercio, 40 dipendenti: come si calcola il monte ore per il diritto allo studio?';
    expect(open('e se i dipendnti fossero 100? quanto fa il monte ore?', [first])).toContain('1.500 ore');
  });

  it('co-ops: how many may use the 150 hours in the same year, from an approximate headcount', () => {
    const first =
      'Lavoro in una coop sociale come educatrice e mi sono iscritta a psicologia: quante ore di permesso studio mi spettano?';
    const line = open(
      'in coop saremo circa 250, quanti colleghi possono usare queste ore nello stesso anno?',
      [first],
    );
    expect(line).toContain('5 lavoratori');
    expect(line).toContain('2%');
  });

  it('two agreements compared on the firm’s pool for the same headcount', () => {
    const text = answer(
      'Confronto tra CCNL commercio Confcommercio e CCNL metalmeccanici industria: con 50 dipendenti a inizio triennio, quanto è il monte ore complessivo per il diritto allo studio in ciascuno?',
      [],
      'confronta',
    );
    expect(text).toContain('750 ore');
    expect(text).toContain('1.050 ore');
  });

  it('the value of the exam-preparation hours at the hourly pay given (Commercio)', () => {
    const first =
      'commesso ccnl commercio, ho gli esami a febbraio: oltre al giorno dell’esame ho ore pagate per prepararmi?';
    const text = answer(
      'prendo 10 euro lordi all’ora, quanto mi spetta in totale per quelle ore di preparazione?',
      [first],
    );
    expect(openingLine(text)).toContain('400,00 €');
  });

  it('a domestic carer’s training course: 40 hours a year, 64 when Ebincolf recognises it, and their value', () => {
    const first =
      'La nostra colf lavora da noi a tempo pieno e indeterminato da un anno, CCNL domestico. Vuole fare un corso di formazione per assistente familiare: quante ore di permesso pagato le spettano per questo corso?';
    expect(answer(first)).toContain('40 ore');
    expect(answer('e se il corso lo riconosce Ebincolf quante ore diventano?', [first])).toContain('64 ore');
    expect(
      openingLine(
        answer('la pago 9 euro lordi l’ora: quanto le devo dare in tutto per quelle ore?', [first]),
      ),
    ).toContain('360,00 €');
  });

  it('a domestic worker at evening school: the lesson hours are not paid', () => {
    const line = open(
      'La badante di mio padre fa la scuola serale per prendere la licenza media ed esce prima due volte a settimana: CCNL lavoro domestico, quelle ore gliele devo pagare?',
    );
    expect(line).toMatch(/non sono pagate/);
  });
});
