import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const text = (a: unknown) => (a as { text: string }).text;
const opening = (a: unknown) => text(a).split('\n\n')[0] ?? '';

describe('a disciplinary fine or suspension asked in euro', () => {
  it('gives a 3-hour fine at the level’s hourly pay instead of saying the agreement’s code is missing', async () => {
    const a = await askAgent(
      'calcolo',
      'Lavoro in un negozio di scarpe, CCNL Terziario Confcommercio, 4° livello, 40 ore, senza scatti. Il capo mi ha dato una multa di 3 ore: quanto mi trattengono?',
      { today: '2026-12-01' },
    );
    // 1.818,75 / 168 × 3 = 32,48
    expect(opening(a)).toContain('32,48 €');
    expect(text(a)).not.toContain('non è nella base di conoscenza');
  });

  it('gives the days of a suspension at the daily pay (monthly over 26)', async () => {
    const a = await askAgent(
      'calcolo',
      'commercio 5 livello full time, mi hanno dato 4 giorni di sospensione, quanto perdo in busta?',
      { today: '2026-12-01' },
    );
    // 1.691,70 / 26 × 4 = 260,26
    expect(opening(a)).toContain('260,26 €');
  });

  it('reads the suspension days of an uploaded letter on the level the message tells', async () => {
    const letter =
      'SUPERMERCATI ROSSI S.p.A.\n\nOggetto: provvedimento disciplinare\n\nA seguito della contestazione del 10/11/2026, Le viene inflitta la sospensione dal servizio e dalla retribuzione per giorni 2 (due), nei giorni 14 e 15 dicembre 2026.\n\nLa Direzione';
    const a = await askAgent(
      'main-agent',
      'sono commessa al quinto livello del contratto commercio, full time, niente scatti. Mi è arrivata questa lettera: quanto mi trattengono in busta per questi giorni?',
      { today: '2026-12-01', ...withUpload('lettera_sospensione.txt', letter) },
    );
    // 1.691,70 / 26 × 2 = 130,13
    expect(text(a)).toContain('10 giorni');
    expect(text(a)).toContain('130,13 €');
  });
});

describe('leaving at once over unpaid wages', () => {
  it('says it is a resignation for just cause: no notice owed, and the NASpI is due', async () => {
    const a = await askAgent(
      'main-agent',
      'lavoro in un negozio e da due mesi non mi pagano lo stipendio. se mi dimetto da domani devo lavorare il preavviso? e la naspi me la danno?',
    );
    expect(opening(a)).toContain('giusta causa');
    expect(opening(a)).toContain('NASpI');
  });
});
