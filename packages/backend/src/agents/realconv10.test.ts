import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const text = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text;

describe('a season asked as a whole: the 13th and the 14th for every month of it', () => {
  it('both, and their sum, across the 14th’s July cut', async () => {
    // 6° livello Turismo 1.507,45 € × 4/12 = 502,48 € each (giugno–settembre).
    const answer = await text(
      'calcolo',
      'Stagione estiva in un villaggio turistico dal 1° giugno al 30 settembre, 6° livello turismo: quanto fanno in tutto tredicesima e quattordicesima?',
    );
    expect(openingLine(answer)).toMatch(/502,48/);
    expect(answer).toMatch(/1\.004,96/);
  });

  it('the 14th alone for the season counts the June before the cut', async () => {
    const first = openingLine(
      await text(
        'calcolo',
        'Stagionale in albergo dal 15 maggio 2026 al 15 settembre 2026, 6° livello turismo: a fine stagione quanto mi spetta di quattordicesima?',
      ),
    );
    // maggio (17 giorni), giugno, luglio, agosto, settembre (15 giorni) = 5 mesi: 1.507,45 × 5/12 = 628,10 €.
    expect(first).toMatch(/628,10/);
  });

  it('the ratei from 1 July to the leaving day stay those months only', async () => {
    const first = openingLine(
      await text('calcolo', 'e i ratei di 14ª dal 1/7 alla cessazione? ccnl commercio', [
        '13ª: assunto 2/3/26, cessato 25/9/26, lordo mensile 2.400',
      ]),
    );
    // luglio, agosto, settembre = 3 mesi: 2.400 × 3/12 = 600,00 €.
    expect(first).toMatch(/600,00/);
  });
});

describe('an apprenticeship’s length asked in years is its length, not the hiring age', () => {
  it('opens with the agreement’s length', async () => {
    const first = openingLine(
      await text(
        'main-agent',
        'Ditta di autotrasporti, contratto logistica: un apprendista autista di 3° livello super per quanti anni può rimanere apprendista?',
      ),
    );
    expect(first).not.toMatch(/18 e i 29/);
    expect(first).toMatch(/5 anni/);
  });
});

describe('law-104 permits by the hour from the week said before', () => {
  it('the hours open the answer', async () => {
    const first = openingLine(
      await text(
        'main-agent',
        'Mio suocero ha ottenuto la 104: volendo usarla a ore, quante ne avrei al mese?',
        ['Faccio 36 ore su 6 giorni in un negozio di scarpe.'],
      ),
    );
    expect(first).toMatch(/18 ore al mese/);
  });
});

describe('a night-work allowance asked: the agreement’s euro amounts first', () => {
  it('co-operatives: 6,20 and 12,39 €', async () => {
    const first = openingLine(
      await text(
        'main-agent',
        'Nella comunità della cooperativa sociale faccio le notti: esiste un’indennità?',
      ),
    );
    expect(first).toMatch(/6,20/);
    expect(first).toMatch(/12,39/);
  });

  it('an agreement with an hourly surcharge only keeps its rate', async () => {
    const first = openingLine(
      await text(
        'main-agent',
        'Contratto turismo, faccio il turno di notte in albergo: c’è un’indennità notturna?',
      ),
    );
    expect(first).toMatch(/%/);
  });
});

describe('domestic night presence: its own single minimum', () => {
  it('2026, whatever the level', async () => {
    const first = openingLine(
      await text(
        'calcolo',
        'Cerchiamo qualcuno per la presenza notturna accanto al nonno: quanto si paga al mese nel 2026?',
      ),
    );
    expect(first).toMatch(/811,09/);
  });
});

describe('two kinds of overtime in one ask: both rates', () => {
  it('logistics weekday and holiday overtime', async () => {
    const answer = await text(
      'main-agent',
      'Logistica, magazzino: di quanto si maggiora lo straordinario feriale diurno e lo straordinario festivo diurno?',
    );
    expect(openingLine(answer)).toMatch(/30%/);
    expect(answer).toMatch(/65%/);
  });
});
