import { describe, expect, it } from 'vitest';
import { askAgent, openingLines as lead, testKb } from '../testing/agents.js';
import { nearestProfile } from './profile-sources.js';

// Session 62 (fx62ict): the ICT profiles of the Terziario Confcommercio (art. 115, e-CF), a promotion told with a
// time before the title, and a business whose agreement the writer did not guess.

describe('ICT profiles of the Terziario Confcommercio', () => {
  it('a software developer in an ICT-only firm is at the 4th level, with the article that says so', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'Lavoro come sviluppatore software in una società che fa solo consulenza informatica, applicano il contratto del commercio. In che livello dovrei essere?',
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
    expect(text).toMatch(/art\. 115/);
  });
  it('a system administrator is no "analista sistemista" of the 1st level', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'ccnl terziario confcommercio, azienda di servizi IT: il nostro system administrator cura server, backup e utenze. livello giusto?',
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*4° livello/);
  });
  it('a business analyst who writes the requirements is at the 2nd level', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'Nella nostra software house (CCNL Commercio) assumiamo un business analyst che raccoglie i requisiti dai clienti: a che livello va messo come minimo?',
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*2° livello/);
  });
  it('the title quoted from a list keeps the reference of the example it comes from', () => {
    const ccnl = testKb.agreements.find((c) => c.id === 'terziario-confcommercio');
    const fourth = ccnl?.levels.find((l) => l.level === '4');
    expect(fourth && nearestProfile(fourth, 'system administrator')).toContain('e-CF, art. 115');
    expect(fourth && nearestProfile(fourth, 'magazziniere')).toContain('«magazziniere»');
  });
});

describe('a promotion told with its time before the title', () => {
  it('an area manager over several shops, with budget and hiring, is a Quadro', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'e se fra due anni divento responsabile di area con otto negozi da seguire, il budget e la scelta del personale, che livello mi toccherebbe?',
        {
          history: [
            'Sono commessa capo in un negozio di scarpe di una catena, contratto commercio, al 3° livello: è giusto così?',
          ],
        },
      ).text,
    );
    expect(text).toMatch(/Livello proposto: \*\*Quadri/);
  });
});

describe('the business decides over the agreements the writer guessed', () => {
  it('a dental assistant with the ASO certificate: Studi professionali, 3rd level', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'Un dentista mi assume come ASO (ho la qualifica regionale) nel suo studio odontoiatrico. Mia cugina dice commercio, io pensavo sanità privata: quale contratto e che inquadramento mi spettano?',
      ).text,
    );
    expect(text).toMatch(/3° livello\*\* del CCNL Studi professionali/);
  });
  it('a removal firm applies the Logistica, not the Multiservizi its accountant proposes', () => {
    const text = lead(
      askAgent(
        'main-agent',
        'ho una ditta di traslochi con sei facchini e due autisti, il commercialista vorrebbe mettere il multiservizi: che contratto nazionale devo applicare?',
      ).text,
    );
    expect(text).toMatch(/CCNL Logistica, trasporto merci e spedizione/);
    expect(text).not.toMatch(/contratto di riferimento è il \*\*CCNL Multiservizi/);
  });
});
