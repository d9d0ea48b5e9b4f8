import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 54 (fixs54b): a side word of the story must not become the subject asked.
describe('the subject asked wins over a side word of the story', () => {
  it('the agreement a worker is placed under, told as context, does not make the hours a classification', () => {
    const first =
      'Ho un magazziniere inquadrato nel contratto della logistica e spedizioni: quante ore deve lavorare a settimana?';
    const opening = openingLines(askAgent('main-agent', first).text);
    expect(opening).toMatch(/39 ore/);
    expect(opening).not.toMatch(/Livello proposto/);
    const next = openingLines(
      askAgent('main-agent', 'e un autista con mansioni discontinue sempre in trasferta?', {
        history: [first],
      }).text,
    );
    expect(next).toMatch(/47 ore/);
    expect(next).not.toMatch(/Livello proposto/);
  });

  it('asking how to place a worker under an agreement stays a classification', () => {
    const opening = openingLines(
      askAgent('main-agent', 'Come va inquadrato nel CCNL Commercio un addetto alle casse?').text,
    );
    expect(opening).toMatch(/livello/i);
  });

  it("a worker's residence permit is a personal paper, outside the agreements", () => {
    const opening = openingLines(
      askAgent('main-agent', 'Che documenti servono in questura per il permesso di soggiorno della badante?')
        .text,
    );
    expect(opening).toMatch(/esce da ciò di cui mi occupo/);
    expect(opening).not.toMatch(/rinnovo|€/);
  });

  it('the paid hours to go to the police headquarters stay a leave of the worker', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        'La colf convivente deve andare in questura per il permesso di soggiorno: quante ore di permesso retribuito ha?',
      ).text,
    );
    expect(opening).not.toMatch(/esce da ciò di cui mi occupo/);
  });

  it('a removals firm worked for before is the story; the bus driver asks an agreement not held', () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        "Fino all'anno scorso guidavo furgoni per una ditta di traslochi, poi ho vinto il concorso e adesso faccio l'autista di autobus per il trasporto pubblico di Torino, quante ore a settimana devo fare?",
      ).text,
    );
    expect(opening).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(opening).toMatch(/Autoferrotranvieri/);
  });

  it("another worker's maternity told beside a long sickness leaves the sickness asked", () => {
    const opening = openingLines(
      askAgent(
        'main-agent',
        "Negozio di abbigliamento col CCNL Commercio: una commessa è in malattia da settembre. Un'altra commessa è in maternità e siamo sotto organico. Per quanti giorni di malattia devo tenerle il posto?",
      ).text,
    );
    expect(opening).toMatch(/180 giorni/);
    expect(opening).not.toMatch(/congedo di maternità/);
  });

  it('a figure asked with an aside in brackets, or with "spettante", is not answered Sì', () => {
    const asks = [
      'Nel CCNL Commercio, che paga mensile (solo minimo tabellare) spetta a un 4° livello a gennaio 2026?',
      'CCNL Commercio 3° livello: retribuzione minima spettante a gennaio 2026?',
    ];
    for (const ask of asks) {
      const opening = openingLines(askAgent('main-agent', ask).text);
      expect(opening, ask).toMatch(/€/);
      expect(opening, ask).not.toMatch(/^\s*\*\*Sì\*\*/);
    }
  });
});
