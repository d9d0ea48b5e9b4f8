import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const letter = (text: string) => ({ documents: [{ fileId: 'd1', fileName: 'comunicazione.txt', text }] });

describe('the comporto left from the sick days an uploaded letter counts (fixs57q)', () => {
  it('a letter with the days used: the agreement’s limit minus them, not the rule alone', () => {
    const answer = askAgent(
      'main-agent',
      'ho ricevuto sta comunicazione dall azienda, lavoro in un negozio col ccnl commercio. quanti giorni mi rimangono prima che scada il comporto??',
      letter(
        'Spett.le dipendente,\nLe segnaliamo che dall’inizio dell’anno risultano 130 giornate di assenza per malattia, come da certificati medici ricevuti.\nCordiali saluti\nAmministrazione del personale\n',
      ),
    );
    // Commercio: 180 days in the calendar year; 180 − 130 = 50.
    expect(answer.text).toContain('**180 giorni**');
    expect(answer.text).toContain('**50 giorni**');
    expect(answer.text).toContain('comunicazione.txt');
  });

  it('a count in the question itself still wins over the letter', () => {
    const answer = askAgent(
      'main-agent',
      'ccnl commercio, sono arrivata a 100 giorni di malattia: quanti me ne restano prima del comporto?',
      letter('Oggetto: riepilogo\nrisultano 130 giorni di calendario di assenza per malattia.\n'),
    );
    expect(answer.text).toContain('**80 giorni**');
  });

  it('a letter with two different counts: no subtraction guessed', () => {
    const answer = askAgent(
      'main-agent',
      'ccnl commercio: quanti giorni di malattia mi restano prima del comporto secondo questa lettera?',
      letter('Nel 2025 risultano 40 giorni di malattia; nel 2026 risultano 130 giorni di malattia.\n'),
    );
    expect(answer.text).not.toContain('**50 giorni**');
    expect(answer.text).not.toContain('**140 giorni**');
  });
});
