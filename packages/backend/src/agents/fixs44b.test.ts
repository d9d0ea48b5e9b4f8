import { describe, expect, it } from 'vitest';
import { expandPhoneShorthand } from '../reader/phone-shorthand.js';
import { askAgent, openingLines } from '../testing/agents.js';

/**
 * Session 44 (fixs44b), Logistica and Terziario questions read as asked: trips counted by their hours priced at
 * their band and summed, permits left from a rule only stated in text, the eve's hours as the half-holiday, the
 * overtime ceiling's overflow clause, the supplementary tier the question names, a follow-up's new hour count,
 * "3° livello super" and "il Quadro" as levels, a levels' gap asked after a story.
 */
const answer = async (message: string, agent = 'main-agent', history?: string[]) =>
  (await askAgent(agent, message, history ? { history } : {})).text;

describe('Logistica questions read as asked', () => {
  it('prices each counted trip at the band of its hours and sums them', async () => {
    // hrnews.it (12.2024): 23,80 € for 6-12 hours, 35,02 € for 12-18 hours; 4 × 23,80 + 1 × 35,02 = 130,22.
    const text = await answer(
      'camionista E2 ccnl logistica: 4 trasferte da 10 ore e 1 da 16 ore in Italia, quanto di indennità di trasferta in tutto?',
      'calcolo',
    );
    expect(openingLines(text)).toContain('**130,22 €**');
  });

  it('takes the permits used off a yearly figure stated only in text', async () => {
    // Logistica art. 9 (job.fanpage.it, 7.2022): 40 hours a year for the non-travelling staff; 40 − 24 = 16.
    const text = await answer(
      'quante ore di rol ha un magazziniere ccnl logistica? ne ha gia usate 24 e vuole sapere quante gliene restano',
    );
    expect(openingLines(text)).toContain('**16 ore**');
  });

  it('answers how long an eve is worked with the half-holiday rule', async () => {
    const text = await answer(
      'Il 31 dicembre in magazzino (ccnl logistica) si lavora tutto il giorno o si stacca a pranzo?',
    );
    expect(openingLines(text)).toContain('semifestività');
  });

  it('says what happens past the yearly overtime ceiling when asked of "le ore che lo superano"', async () => {
    const text = await answer(
      'CCNL Logistica, carrellista: il contratto prevede un limite annuo di straordinario? E le ore che lo superano come si gestiscono?',
    );
    expect(openingLines(text)).toContain('banca ore');
  });

  it('reads "3° livello super" as the super level in a comparison', async () => {
    // Logistica table from 1.1.2026 (stesura 25.9.2025): 3S 2.000,37, 4° 1.850,23.
    const text = await answer(
      'Logistica: che differenza di minimo mensile c’è oggi tra un 3° livello super e un 4° livello?',
      'confronta',
    );
    expect(openingLines(text)).toContain('150,14 €');
  });
});

describe('Terziario questions read as asked', () => {
  it('values supplementary hours "oltre i limiti" at the higher tier', async () => {
    // 1.818,75 / 168 × 1,40 × 12 = 181,87 (181,88 rounded per cent on the product).
    const text = await answer(
      'cassiera part-time 20 ore, 4° livello commercio: 12 ore supplementari oltre i limiti contrattuali, quanto le spetta?',
      'calcolo',
    );
    expect(openingLines(text)).toMatch(/181,8[78] €/);
  });

  it('takes the hour count a follow-up changes ("se le ore fossero 6")', async () => {
    const text = await answer(
      'E se invece le ore di straordinario fossero 6, fatte di domenica?',
      'calcolo',
      [
        'Macellaio al 3° livello del CCNL Terziario, full-time, senza scatti: 8 ore di straordinario feriale, quanto gli spetta lordo?',
      ],
    );
    expect(openingLines(text)).toContain('6 ore');
    expect(openingLines(text)).not.toContain('8 ore valgono');
  });

  it('answers the gap between two levels asked after a story about naming a Quadro', async () => {
    // Commercio table from 1.11.2026: Q 3.047,05, 1° 2.560,87; gap 486,18.
    const text = await answer(
      "Mio fratello dice che se lo nominiamo quadro la differenza è poca, mia madre che costa troppo. Per metterli d'accordo: quanto è la differenza di minimo mensile lordo tra il 1° livello e il Quadro nel Terziario Confcommercio?",
      'confronta',
    );
    expect(openingLines(text)).toContain('486,18 €');
  });

  it('writes the share of a part-time week as "24/40"', async () => {
    const text = await answer(
      'cassiera part time 24 ore settimanali al 4 livello commercio: lordo mensile minimo?',
    );
    expect(openingLines(text)).toContain('24/40');
  });
});

describe('phone spellings', () => {
  it('writes out "anke" and "pke", and leaves "ke" (a reading the two-part letter answers depend on, h56)', () => {
    expect(expandPhoneShorthand('anke loro? ke livello? pke no?')).toBe('anche loro? ke livello? perché no?');
  });
});
