import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const open = (message: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', message, { history }).text);

describe('the law beside the agreements, as a claim or a rule (session 33, fixs33g)', () => {
  it('study leave said to be only for high school: No, university students too', () => {
    const line = open(
      "Sono iscritto all'università serale, contratto Terziario Confcommercio: il responsabile dice che per gli esami devo usare le ferie e che le 150 ore sono solo per chi fa le scuole superiori. È vero?",
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('compresi quelli universitari');
    expect(line).toContain('150 ore');
  });

  it('professional apprenticeship at 29: age, length and public training of art. 44', () => {
    const line = open(
      'Ho 29 anni e mi propongono un apprendistato professionalizzante, mio cugino dice che si fa solo fino a 25 anni. Per legge quanto dura al massimo e quante ore di formazione di base pubblica sono previste?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('29 anni');
    expect(line).toContain('120 ore');
    expect(line).toContain('3 anni');
  });

  it('bereavement leave for an aunt: No, the law stops at the second degree', () => {
    const line = open('Per legge il permesso per lutto di 3 giorni copre anche gli zii?', [
      'è morta mia zia: ho diritto a giorni pagati?',
    ]);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('secondo grado');
  });

  it('the individual causale of a fixed-term contract: until 31 December 2026', () => {
    const line = open(
      'Assunto a tempo determinato da 11 mesi, vorremmo prorogarlo di altri 8 mesi: nel 2026 possiamo ancora indicare la causale nel contratto individuale se il CCNL non la prevede?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('31 dicembre 2026');
  });

  it('the consultant says an absent worker counts as resigned: Sì, after 15 days', () => {
    const line = open(
      'Un collega smette di venire al lavoro così lo licenziano. Il consulente dice che dopo un certo numero di giorni di assenza ingiustificata si considera dimesso lui. È vero?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('15 giorni');
  });

  it('an uploaded smart-working agreement with 10 days of notice: No, 30 days', () => {
    const text =
      'ACCORDO INDIVIDUALE DI LAVORO AGILE (L. 81/2017)\nDurata: tempo indeterminato\nArt. 7 - Recesso: ciascuna parte può recedere dal presente accordo con preavviso di 10 giorni.\n';
    const answer = askAgent(
      'main-agent',
      "L'azienda vuole riportarlo in sede con i 10 giorni di preavviso dell'accordo. La clausola è valida?",
      { documents: [{ fileId: 'f', fileName: 'accordo.txt', text }] },
    ).text;
    expect(openingLine(answer)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(answer)).toContain('30 giorni');
  });
});
