import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const letter = (payments: string) =>
  `PULIZIE BETA S.R.L.\nOggetto: assunzione\n\nGentile Sig. Bianchi,\nLe comunichiamo l'assunzione dal 01/02/2027 come addetto alle pulizie, 2° livello del CCNL Multiservizi.\nOrario: part-time 30 ore settimanali dal lunedì al venerdì.\nPeriodo di prova: 20 giorni di effettivo lavoro.\nRetribuzione: secondo le tabelle del CCNL${payments}.\n\nCordiali saluti`;

describe('an uploaded hiring letter asked for probation, weekly hours and monthly payments', () => {
  it('answers the three from the letter, briefly, instead of summarising it', async () => {
    const a = await askAgent(
      'main-agent',
      'Ho ricevuto questa lettera di assunzione, mi dici in breve quanto dura la prova, quante ore settimanali faccio e in quante mensilità sono pagato?',
      withUpload('assunzione_beta.txt', letter(', in 14 mensilità')),
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).not.toMatch(/Sintesi/);
    expect(opening).toMatch(/20 giorni di effettivo lavoro/);
    expect(opening).toMatch(/30 ore settimanali/);
    expect(opening).toMatch(/14 mensilità/);
  });

  it('gives the agreement’s count of monthly payments where the letter is silent', async () => {
    const a = await askAgent(
      'main-agent',
      'Ho ricevuto questa lettera di assunzione, mi dici in breve quanto dura la prova, quante ore settimanali faccio e in quante mensilità sono pagato?',
      withUpload('assunzione_beta2.txt', letter('')),
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toMatch(/20 giorni di effettivo lavoro/);
    expect(opening).toMatch(/la lettera non le indica/);
    expect(opening).toMatch(/\d+(?:,\d)? mensilità/);
  });
});
