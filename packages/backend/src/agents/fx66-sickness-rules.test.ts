import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const ask = async (message: string, history?: string[]) =>
  (await askAgent('main-agent', message, history ? { history } : {})).text;

describe('sickness rules of the law a worker or an employer asks', () => {
  it('gives the sickness check hours as the usual 10-12 and 17-19 bands', async () => {
    const text = await ask(
      'Lavoro in un magazzino (CCNL Logistica) e sono a casa in malattia: in che orari può passare il medico fiscale?',
    );
    expect(text).toContain('10-12');
    expect(text).toContain('17-19');
  });

  it('answers what missing the check costs when the follow-up no longer names it', async () => {
    const text = await ask('e se il dottore suonava mentre ero uscito a fare la spesa, cosa succede?', [
      'Sono in malattia con il CCNL Logistica: quali sono le fasce di reperibilità per la visita fiscale?',
    ]);
    expect(text).toContain('primi 10 giorni');
  });

  it('says that an illness during the notice suspends it', async () => {
    const text = await ask(
      'Un commesso (CCNL Commercio) è in preavviso di licenziamento e ci ha mandato un certificato di malattia di una settimana: il preavviso si ferma o va avanti?',
    );
    expect(text).toContain('il preavviso è sospeso');
  });

  it('says that the holiday days lost to a certified illness are taken back', async () => {
    const text = await ask(
      'Commessa con il CCNL Commercio: in vacanza mi è venuta la febbre alta per quattro giorni, con certificato. Quei giorni di ferie li perdo?',
    );
    expect(text).toContain('la malattia sospende le ferie');
    expect(text).toContain('i giorni di ferie si recuperano');
  });

  it('says the dental practice pays the first three days of illness', async () => {
    const text = await ask(
      'Sono igienista in uno studio dentistico (CCNL studi professionali): i primi 3 giorni di malattia chi me li paga?',
    );
    expect(text).toContain('i primi tre giorni sono retribuiti dal datore di lavoro');
  });

  it('gives the Commercio shares from day 21 as 2/3 INPS and 1/3 employer', async () => {
    const text = await ask(
      'Consulente del lavoro, CCNL Terziario Confcommercio: un impiegato è in malattia da un mese, come si divide il trattamento tra INPS e datore?',
    );
    expect(text).toContain('1/3');
  });
});
