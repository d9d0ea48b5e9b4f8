import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const FIGURE = /\d+(?:[.,]\d+)* ?(?:€|%|ore|giorni)/;

describe('an agreement for dirigenti, or another association’s, is not held (fixs33l)', () => {
  it('says the executives’ agreement is missing, not the Commercio table beside it', async () => {
    const answer = await askAgent(
      'main-agent',
      'Il nostro responsabile di area passa da quadro a dirigente: non gli applichiamo più il CCNL Terziario ma quello dei dirigenti del terziario Confcommercio-Manageritalia. Qual è il minimo mensile di un dirigente nel 2027?',
    );
    expect(openingLine(answer.text)).toMatch(/non è nella base di conoscenza/);
    expect(answer.text).not.toMatch(/3\.047,05|3\.116,49/);
  });

  it('reads the CIFA-Confsal intersectoral agreement as its own', async () => {
    const answer = await askAgent(
      'main-agent',
      'Il fornitore dei magazzinieri applica il contratto intersettoriale CIFA-Confsal del terziario: quanto prende un quarto livello?',
    );
    expect(openingLine(answer.text)).toMatch(/CIFA-Confsal.*non è nella base di conoscenza/);
    expect(answer.text).not.toContain('1.818,75');
  });
});

describe('extras and unasked figures (fixs33l)', () => {
  it('keeps the employer’s notice alone, without another band’s days', async () => {
    const answer = await askAgent(
      'main-agent',
      'Capito. Se fossimo noi a licenziarlo per giustificato motivo oggettivo, stesso profilo (quarto livello, sette anni di anzianità), quanto preavviso dobbiamo dare?',
      {
        history: [
          'Un magazziniere del negozio, quarto livello commercio, è con noi da 7 anni e vuole dimettersi. Quanti giorni di preavviso ci deve dare?',
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('**30 giorni**');
    expect(answer.text).not.toMatch(/\b20 giorni\b/);
  });

  it('gives the minimums’ increase without the TEC', async () => {
    const answer = await askAgent(
      'main-agent',
      "Qual è l'aumento complessivo dei minimi a regime nel triennio 2026-2028?",
      {
        history: [
          "ccnl gomma plastica rinnovato a dicembre 2025: quanto è stato l'aumento dei minimi a gennaio 2026? livello F",
        ],
      },
    );
    expect(openingLine(answer.text)).toContain('195,00 €');
    expect(answer.text).not.toContain('204,00 €');
  });
});

describe('yes or no on what the sources state (fixs33l)', () => {
  it('answers No to all the ROL for a hire of January last year, with the 32 hours', async () => {
    const answer = await askAgent(
      'main-agent',
      'e invece un ragazzo che abbiamo assunto a gennaio dell anno scorso nello stesso negozio? ha gia diritto a tutte le ore o no',
      {
        today: '2026-11-26',
        history: [
          'Il nostro punto vendita ha 22 dipendenti, commercio Confcommercio. Una cassiera assunta nel 2015 quante ore di permessi retribuiti ha all’anno tra ROL ed ex festività?',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer.text)).toContain('**32 ore');
  });

  it('answers Sì to one discipline for operai and impiegati in the Tessile renewal', async () => {
    const answer = await askAgent(
      'main-agent',
      'è vero che con questo rinnovo operai e impiegati hanno gli stessi diritti normativi?',
      {
        history: [
          'Applichiamo il CCNL Tessile Abbigliamento Moda di Confindustria Moda: fino a quando vale il rinnovo?',
        ],
      },
    );
    expect(openingLine(answer.text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(answer.text)).not.toContain('€');
  });

  it('opens an AIOP RSA OSS’s minimum and night allowance per shift with the gaps, no figures', async () => {
    const answer = await askAgent(
      'main-agent',
      "sono OSS in una RSA che applica il contratto AIOP RSA: qual è il minimo tabellare della mia categoria e l'importo dell'indennità notturna per turno?",
    );
    expect(openingLine(answer.text)).toMatch(/non sono disponibili nella base di conoscenza/);
    expect(openingLine(answer.text)).not.toMatch(FIGURE);
  });
});
