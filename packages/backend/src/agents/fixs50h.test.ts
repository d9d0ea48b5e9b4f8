import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const opening = async (agent: string, message: string, history: string[] = []) =>
  (await askAgent(agent, message, { history })).text.split('\n').filter(Boolean).slice(0, 3).join('\n');

describe('answering the question asked (session 50)', () => {
  it('gives the fixed-term probation of Studi professionali by the contract length', async () => {
    const first =
      'Studi professionali: prendo un impiegato di 2° livello con un contratto a termine di 9 mesi, quanta prova posso fare?';
    expect(await opening('main-agent', first)).toContain('40 giorni di calendario');
    expect(await opening('main-agent', 'e con un contratto di 4 mesi invece?', [first])).toContain(
      '20 giorni di calendario',
    );
  });

  it('keeps the open-ended probation for an open-ended hire', async () => {
    expect(
      await opening(
        'main-agent',
        'Studi professionali, 2° livello a tempo indeterminato: quanto dura la prova?',
      ),
    ).toContain('120 giorni di calendario');
  });

  it('states the Federmeccanica comporto in calendar days by seniority', async () => {
    const text = await opening(
      'main-agent',
      'Metalmeccanici industria: lavoro lì da 5 anni, quanti giorni di malattia prima di perdere il posto?',
    );
    expect(text).toContain('274 giorni di calendario');
  });

  it('values night overtime of a non-shift Federmeccanica worker at the night-overtime rate', async () => {
    const first =
      "Metalmeccanici industria, livello C3, non lavoro a turni: quanto vale un'ora di straordinario?";
    const text = await opening('calcolo', 'e se lo straordinario lo faccio dopo le 22? non sono turnista', [
      first,
    ]);
    expect(text).toContain('50%');
    expect(text).toContain('19,17 €');
  });

  it('reads a law firm as the workplace, not a doubt of legality, and the stated rate as the municipal one', async () => {
    const text = await opening(
      'calcolo',
      'Lavoro in uno studio legale a Padova, CCNL Studi professionali 2° livello, RAL 34.000 € su 14 mensilità: che netto mensile avrò nel 2026? Addizionale regionale del Veneto e comunale allo 0,7%.',
    );
    expect(text).toContain('1.829,71 €');
  });
});
