import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const open = (message: string, history: string[] = []) =>
  openingLine(askAgent('main-agent', message, { history }).text);

describe('study leave rules asked one by one, a domestic visits follow-up and Sunday work (session 58, fixs58m)', () => {
  it('Metalmeccanici: the 150 hours are for attending the course, not for preparing exams', () => {
    const line = open(
      'Lavoro in fabbrica col contratto metalmeccanico e faccio l’università: le 150 ore valgono anche per studiare per gli esami o servono solo per le lezioni?',
    );
    expect(line).toContain('partecipazione ai corsi');
    expect(line).toMatch(/non per preparare gli esami/);
  });

  it('Commercio: the firm’s pool of study hours for the headcount given', () => {
    const line = open(
      'Negozio con 60 dipendenti, CCNL commercio: quante ore di permesso studio in totale ha a disposizione l’azienda nel triennio?',
    );
    expect(line).toContain('900 ore');
  });

  it('Commercio: how many may be away at once, from the headcount of the earlier turn or of the question', () => {
    const first =
      'CCNL Terziario Confcommercio, punto vendita con 40 dipendenti: come funziona il monte ore per il diritto allo studio?';
    expect(open('e quanti possono assentarsi insieme per i corsi?', [first])).toMatch(/1 solo lavoratore/);
    expect(
      open(
        'CCNL commercio, siamo 120 dipendenti: quanti possono essere in permesso studio nello stesso periodo?',
      ),
    ).toMatch(/al massimo 2 lavoratori/);
  });

  it('the study question with no rule asked keeps the whole statement', () => {
    const line = open(
      'Sono un operaio metalmeccanico iscritto a ingegneria serale: quante ore di permesso per studio mi spettano?',
    );
    expect(line).toContain('150 ore');
  });

  it('a domestic worker’s visits: a follow-up that only makes her live-in full time gets 16 hours', () => {
    const first =
      'Badante a ore, 15 ore a settimana, contratto colf e badanti: quante ore di permesso pagato ha per le visite dal medico?';
    expect(open('ma se diventasse convivente full time?', [first])).toContain('16 ore');
    expect(
      open('e se la facciamo convivente a tempo pieno quante ore lavora al massimo?', [first]),
    ).not.toContain('visite mediche');
  });

  it('Sunday work in a shop: a mother of a child under 3 need not work; an older child is not exempt', () => {
    const young = open(
      'Lavoro in un supermercato col CCNL commercio, ho una figlia di 18 mesi: la domenica possono costringermi a lavorare?',
    );
    expect(young).toMatch(/^\*\*No\*\*/);
    expect(young).toContain('3 anni');
    const older = open('ccnl terziario, mio figlio ha 5 anni: sono obbligata a fare le domeniche?');
    expect(older).not.toMatch(/^\*\*No\*\*/);
    expect(older).toContain('3 anni');
  });
});
