import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

/**
 * Session 64, small fixes on main: a resignation letter's hire day read when the letter names the contract between
 * "assunta" and the day ("assunta a tempo indeterminato e pieno il 01/03/2019"); the NASpI additional contribution
 * on seasonal contracts, its rate said with the exemption.
 */
const LETTER = [
  'Spett.le Bottega Verde Distribuzione S.p.A.',
  'Oggetto: dimissioni volontarie',
  'La sottoscritta Ferri Giulia, impiegata addetta vendite, IV livello del CCNL Terziario, Distribuzione e Servizi',
  '(Confcommercio), assunta a tempo indeterminato e pieno il 01/03/2019, comunica le proprie dimissioni volontarie,',
  'rassegnate in data 10/11/2026 tramite la procedura telematica ministeriale.',
  'Milano, 10 novembre 2026',
].join('\n');

describe('a resignation letter read for its notice', () => {
  it('counts 7 years from the hire day after the contract words, 20 days from the 16th', async () => {
    const { text } = await askAgent(
      'main-agent',
      'In allegato la lettera di dimissioni di una nostra addetta vendite: quanti giorni di preavviso deve e da quale data decorre?',
      withUpload('lettera-dimissioni.txt', LETTER),
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toContain('20 giorni');
    expect(opening).toContain('16 novembre 2026');
    expect(text).toContain('| Data di assunzione (dal documento) | 1° marzo 2019 |');
  });
});

describe('the NASpI additional contribution on seasonal contracts', () => {
  it('says the 1,40% asked for, and that seasonal contracts of a hotel closed part of the year are exempt', async () => {
    const { text } = await askAgent(
      'main-agent',
      'Ho un hotel al mare aperto da aprile a ottobre e assumo stagionali a tempo determinato. Il consulente dice che devo pagare il contributo addizionale NASpI: quanto è e per gli stagionali è dovuto o no?',
    );
    const opening = text.split('\n')[0] ?? '';
    expect(opening).toMatch(/\b1,40?%/);
    expect(opening).toContain('non è dovuto');
  });
});
