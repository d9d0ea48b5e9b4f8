import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, openingLines } from '../testing/agents.js';

// The 104 permits in hours with no week told, and days mixed with hours in one month.
describe('law-104 permits in hours', () => {
  it('gives the ceiling’s rule and the usual weeks when no week is told', () => {
    const a = askAgent(
      'main-agent',
      'assisto mio suocero con la 104, lavoro in un supermercato: posso frazionare i permessi ad ore? fino a quante ore al mese?',
    );
    const open = openingLine(a.text);
    expect(open).toContain('orario settimanale diviso i giorni lavorati');
    expect(open).toContain('**18 ore mensili**');
    expect(open).toContain('24 ore mensili');
  });

  it('keeps the week told when there is one', () => {
    const a = askAgent(
      'main-agent',
      'faccio 30 ore su 5 giorni e ho la 104 per mia madre: a ore quante ore al mese posso prendere?',
    );
    expect(openingLines(a.text)).toContain('**18 ore al mese**');
    expect(openingLine(a.text)).not.toContain('36 ore su 6 giorni');
  });

  it('says days and hours cannot be mixed in one month', () => {
    const a = askAgent(
      'main-agent',
      'un dipendente con la 104 per la moglie vuole prendere due giorni interi a marzo e il resto in ore: si possono alternare giorni e ore nello stesso mese?',
    );
    const open = openingLine(a.text);
    expect(open).toMatch(/^\*\*No\*\*, le due modalità non sono cumulabili nello stesso mese/);
    expect(open).toContain('va scelta in anticipo');
    expect(open).not.toContain('non 2 giorni');
  });
});

describe('hours told in the story', () => {
  it('keeps the days asked when hours only describe someone else’s work', () => {
    const a = askAgent(
      'main-agent',
      'Ho il ccnl commercio. Mia madre ha la 104 grave e una colf a ore la aiuta la mattina. Quanti giorni di permesso al mese mi spettano?',
    );
    expect(openingLine(a.text)).toContain('**3 giorni al mese di permesso retribuito**');
  });
});

describe('law-104 permits in hours of a part-timer whose week is told', () => {
  it('gives the part-timer’s own ceiling, not the full-time weeks’ 18 or 24 hours', () => {
    const a = askAgent(
      'main-agent',
      'Dipendente Multiservizi in part-time orizzontale, 5 ore al giorno dal lunedì al venerdì (25 ore settimanali; il tempo pieno è su 5 giorni). Ha la 104 per la madre: i 3 giorni si riducono? E se li frazioniamo a ore, qual è il tetto mensile?',
    );
    expect(a.text).toContain('**15 ore al mese**');
    expect(a.text).not.toContain('18 ore mensili');
    expect(a.text).not.toContain('24 ore mensili');
  });
});
