import { describe, expect, it } from 'vitest';
import { parseDate } from '../reader/parse-date.js';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 50 (fixs50g): the agreement or the pay item a minimum-pay question asks, read as asked — an agreement
// named beside one it denies, a third person's agreement asked with a bare "sapete dirmelo?", a minimum asked with
// the increments set aside, a month with a two-digit year before a rise, a part of the minimum left out or asked
// summed.
const opening = (message: string, history: string[] = []) =>
  openingLines(askAgent('main-agent', message, { history }).text);

describe('the agreement asked', () => {
  it('Confimi named, Confapi denied beside it: the gap of Confimi, no Confapi figure', () => {
    const text = opening(
      'Mia sorella è impiegata in una piccola azienda meccanica di Brescia, CCNL Confimi, non Confapi: minimo del 4° livello?',
    );
    expect(text).toContain('Confimi');
    expect(text).toContain('non è nella base di conoscenza');
    expect(text).not.toMatch(/\d\.\d{3},\d\d €/);
  });
  it('a friend\'s agreement asked, then a bare "ce lo sapete dire?": not the writer\'s own agreement', () => {
    const text = opening(
      'Gestisco uno studio legale, per i miei dipendenti uso gli studi professionali. Una mia amica insegna in una scuola paritaria privata di Verona (ente laico, non religioso) e vorrebbe sapere il minimo mensile del suo contratto. Ce lo sapete dire?',
    );
    expect(text).toMatch(/[Ss]cuola/);
    expect(text).not.toContain('Studi professionali il minimo');
    expect(text).not.toMatch(/\d\.\d{3},\d\d €/);
  });
});

describe('the pay item asked', () => {
  it('increments the writer handles and the pay make-up told: the minimum after the tranche is asked', () => {
    const text = opening(
      'Nel reparto stampaggio (CCNL Gomma Plastica) ho otto operatori al livello D retribuiti col minimo e gli scatti, e gli scatti li calcolo io. Mi serve il minimo tabellare del D da aprile 2027.',
    );
    expect(text).toContain('2.226,26 €');
    expect(text).not.toContain('scatto di anzianità del livello D vale');
  });
  it('"maggio 26" is May 2026, and "prima dell\'aumento" beside it asks that month\'s minimum', () => {
    expect(parseDate('a marzo 27 quanto sarà?')).toBe('2027-03-01');
    expect(parseDate('a maggio 26 ore di straordinario')).toBeUndefined();
    const text = opening('e a maggio 26 quanto era, prima dell aumento?', [
      'CCNL metalmeccanici Federmeccanica, operaio C3: quanto è il minimo tabellare oggi?',
    ]);
    expect(text).toContain('2.158,26 €');
  });
  it('"senza EPA": the hourly pay on the minimum without the EPA', () => {
    const text = opening(
      "Sono magazziniere al 3° livello super, CCNL logistica trasporto merci, non viaggiante: quanto fa all'ora il mio minimo? Escluso l'EPA.",
    );
    expect(text).toContain('1.970,37 €');
    expect(text).not.toContain('2.000,37 €');
  });
  // (Session 54: the EDR the minimum table lacks is printed in the apprentices' table of the same date beside the
  // level's minimum and contingency, so the total with it opens; a part no table holds is still said missing.)
  it('a part asked summed that the minimum table lacks: the total when another table holds it', () => {
    const text = opening("alimentari industria 2° livello, minimo più contingenza più EDR, quant'è oggi?");
    expect(text).toContain('**2.528,64 €**');
    expect(text).not.toMatch(/non contiene EDR/);
  });
  it('a part asked summed that no table holds is said missing in the opening', () => {
    const text = opening("alimentari industria 2° livello, minimo più contingenza più EPA, quant'è oggi?");
    expect(text).toMatch(/non contiene EPA/);
  });
});
