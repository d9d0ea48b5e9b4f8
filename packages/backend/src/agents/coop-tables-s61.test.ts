import { describe, expect, it } from 'vitest';
import { levelSteps } from '../kb/increases.js';
import { askAgent, testKb as kb } from '../testing/agents.js';

/** The first lines a reader sees, without the citation marks. */
const opening = (text: string) =>
  text
    .replace(/(?: ?\[\d+\])+(?=[.;:]|$)/gm, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 3)
    .join('\n');

describe('session 61: Cooperative sociali pay by date', () => {
  it('every position has a minimum from October 2025, derived from October 2024 plus the same tranche', () => {
    const ccnl = kb.byId('cooperative-sociali');
    if (!ccnl) throw new Error('Cooperative sociali non è nella base di conoscenza');
    expect(levelSteps(ccnl, 'D2').map((s) => [s.from, s.after])).toEqual([
      ['2024-10-01', 1694.41],
      ['2025-10-01', 1727.83],
    ]);
    const text = askAgent(
      'calcolo',
      'lavoro come educatore con laurea (D2) in una coop sociale, tempo pieno: che minimo ho adesso?',
    ).text;
    expect(opening(text)).toContain('1.727,83 €');
    expect(text).toMatch(/derivato/i);
    expect(text).not.toMatch(/non è nella base di conoscenza/);
  });

  it('a D1 part-time of 20 hours out of 38 is the D1 minimum reproportioned', () => {
    const text = askAgent(
      'calcolo',
      'assistente educativa D1 coop sociali, part time 20 ore su 38: quanto mi spetta di minimo al mese oggi?',
    ).text;
    // 1.637,57 × 20 / 38 = 861,88 (the share rounded to 52,63% gives 861,85)
    expect(opening(text)).toMatch(/861,8[5-8] €/);
  });

  it("a D2's half 14th month paid in June 2026 is worked on the October 2025 minimum", () => {
    const text = askAgent(
      'calcolo',
      'quattordicesima di giugno 2026 per un educatore D2 full time nelle cooperative sociali, anno intero lavorato: quanto?',
    ).text;
    expect(opening(text)).toContain('863,92 €');
  });

  it('the territorial element of a provincial agreement is a gap, with no national figure in its place', () => {
    const text = askAgent(
      'calcolo',
      "coop sociale a Monza, applichiamo l'integrativo territoriale: quanto vale l'ERT per una OSS C1?",
    ).text;
    expect(opening(text)).toContain('non è nella base di conoscenza');
    expect(text).not.toContain('1.545,21');
  });

  it("the ministry's hourly cost table for a tender gives its range at the date asked", () => {
    const now = askAgent(
      'calcolo',
      'Partecipiamo a un appalto per servizi educativi: costo orario del lavoro secondo le tabelle del ministero per le coop sociali, IRAP esclusa?',
    ).text;
    expect(opening(now)).toContain('da 20,07 € a 41,00 €');
    const before = askAgent(
      'calcolo',
      'costo medio orario ministeriale cooperative sociali a marzo 2024?',
    ).text;
    expect(opening(before)).toContain('da 18,57 € a 38,12 €');
  });
});

describe('session 61: FIPE renewal to date', () => {
  it('the rise since the renewal counts only the tranches already in force', () => {
    const text = askAgent(
      'main-agent',
      'pizzeria con ccnl fipe: dal rinnovo del 2024 ad oggi di quanto è cresciuto il minimo del 4 livello in tutto?',
    ).text;
    expect(text).toContain('130,00 €');
    expect(text).toMatch(/Non ancora in vigore[^.]*30,00 € dal 1° giugno 2027/);
    expect(opening(text)).not.toContain('200,00 €');
  });

  it("the guarantee sum without a second-level agreement answers the level asked, not every level's", () => {
    const text = askAgent(
      'main-agent',
      'bar con ccnl pubblici esercizi, niente accordo aziendale sul premio di risultato: a un cameriere di 6° livello cosa spetta e quando?',
    ).text;
    expect(opening(text)).toContain('112,00 €');
    expect(text).not.toContain('186,00 €');
    expect(text).not.toContain('158,00 €');
  });
});
