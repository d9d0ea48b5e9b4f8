import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

// Jobs told by their tasks, written for these tests (not the eval's questions): the level and the profile named.
const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const answer = (message: string, id: string) =>
  askAgent('inquadra', message, { categories: [category(id)] }).text;

describe('the profile a job told by its tasks is matched to', () => {
  it('a till operator in a small shop is the common cashier, not the supermarket’s ancillary worker', () => {
    const text = answer(
      'Ho una cartoleria, contratto commercio: la nuova dipendente sta in cassa, fa gli scontrini e la chiusura cassa. Che livello?',
      'terziario-confcommercio',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello\*\*/);
    expect(text).toMatch(/più vicino alla mansione è «cassiere comune»/);
  });

  it('an office clerk who answers the phone, sorts mail and files, with nothing of bookkeeping, is the 5th', () => {
    const text = answer(
      'In ufficio abbiamo preso un ragazzo che risponde al telefono, smista la posta e archivia i documenti di trasporto, nulla di contabile, segue le indicazioni. CCNL Logistica: che livello?',
      'logistica-trasporto-merci-spedizione',
    );
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
    expect(text).toMatch(/addetto segreteria/);
  });

  it('order pickers at a client’s site are order preparation, not customer service', () => {
    const text = answer(
      'Lavoriamo nel magazzino di un cliente che vende scarpe online: i nuovi prendono gli articoli dagli scaffali e preparano gli ordini, niente muletto. CCNL Logistica, che livello?',
      'logistica-trasporto-merci-spedizione',
    );
    expect(text).toMatch(/Livello proposto: \*\*5° livello/);
    expect(text).toMatch(/preparazione ordini/);
  });

  it('a cook given the station of the mains is the station head, at the 4th', () => {
    const text = answer(
      'Lavoro in trattoria, lo chef mi ha affidato la partita dei secondi: la seguo io, ordino la merce e ho un aiuto. Contratto pubblici esercizi, che livello?',
      'pubblici-esercizi-fipe',
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello\*\*/);
  });

  it('a hire the owner wishes to make is the job described', () => {
    const text = answer(
      'La titolare vorrebbe assumere una vetrinista che progetta e allestisce le vetrine del negozio: che livello nel commercio?',
      'terziario-confcommercio',
    );
    expect(text).toMatch(/Livello proposto: \*\*3° livello\*\*/);
  });
});

describe('simple handling on a production line', () => {
  it('a newcomer who takes pieces off the press and carries them to packing, with no setting, is D1', () => {
    const text = answer(
      'Metalmeccanico industria: un nuovo addetto preleva i pezzi stampati dalla linea e li porta all’imballo, senza regolare né controllare le macchine. Livello?',
      'metalmeccanica-industria-federmeccanica',
    );
    expect(text).toMatch(/Livello proposto: \*\*livello D1/);
  });
});
