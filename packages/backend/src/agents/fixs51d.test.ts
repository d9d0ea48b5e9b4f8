import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const opening = async (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  (await askAgent(agent, message, extra)).text.split('\n').filter(Boolean).slice(0, 3).join('\n');

const PAYSLIP = [
  'BUSTA PAGA OTTOBRE 2026 - OFFICINE RIUNITE SRL (CCNL Metalmeccanici PMI Confapi)',
  'Lavoratore: Bianchi Marco - Operaio - Livello 4 - Full time',
  'Voce                         Importo',
  'Minimo contrattuale          2.049,91',
  'Superminimo                     0,00',
  'Totale competenze            2.049,91',
].join('\n');

describe('answering the question asked (session 51, fixs51d)', () => {
  it('sums increments told as "aumenti biennali" with the level amount', async () => {
    const text = await opening(
      'main-agent',
      'Gomma plastica: un operaio del livello D ha maturato 2 aumenti biennali di anzianità, quanto valgono in tutto al mese?',
    );
    expect(text).toContain('33,06 €');
  });

  it('opens a one-day Turismo illness with the unpaid first day', async () => {
    const text = await opening(
      'main-agent',
      'il cuoco del nostro albergo, contratto turismo, è stato malato un giorno solo: come va pagato?',
    );
    expect(text).toContain('primo giorno **non è pagato**');
  });

  it('gives each band of a Commercio illness of the length told', async () => {
    const text = await opening(
      'main-agent',
      'commercio: la mia cassiera ha avuto 6 giorni di febbre, prima volta quest’anno. come glieli pago?',
    );
    expect(text).toContain('i primi 3 giorni sono pagati al **100%**');
    expect(text).toContain('dal 4° al 6° giorno sono pagati al **75%**');
  });

  it('keeps the probation rule when a hire of ten days is told beside an illness', async () => {
    const text = await opening(
      'main-agent',
      'cooperativa sociale: la nuova educatrice è con noi da dieci giorni, ancora in prova. Se si ammala le integriamo la malattia?',
    );
    expect(text).not.toContain('in malattia da 10 giorni');
  });

  it('weighs a payslip minimum asked with "è corretto il minimo" and the level read in its agreement', async () => {
    const text = await opening(
      'calcolo',
      'Allego la busta di ottobre di un operaio metalmeccanico della nostra officina. È corretto il minimo che gli stiamo dando per il 4° livello?',
      withUpload('busta-ottobre.txt', PAYSLIP),
    );
    expect(text).toContain('2.096,58 €');
    expect(text).toContain('46,67 €');
  });
});
