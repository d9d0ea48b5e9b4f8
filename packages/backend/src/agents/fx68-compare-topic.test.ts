import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

// Session 68 (fcmp): comparisons and follow-ups that lost their subject — the count of monthly payments asked
// beside the 14th's month, an extra month listed beside another subject, an extra month some staff have only
// since a recent renewal, and a notice follow-up that changes only the years of service.

describe('the count of monthly payments asked with when the 14th comes', () => {
  it('says each agreement count, not only the month of the 14th', () => {
    const a = askAgent(
      'confronta',
      'Mia cugina è in un albergo col CCNL Turismo, io in fabbrica col CCNL Metalmeccanici industria: quante mensilità ha ciascuno dei due, e quando si riceve la quattordicesima nel turismo?',
    );
    expect(a.text).toContain('14 mensilità');
    expect(a.text).toContain('13 mensilità');
  });
});

describe('the 14th listed beside another subject in a comparison', () => {
  it('compares the weekly hours and the 14th, the cooperatives half a month', () => {
    const a = askAgent(
      'confronta',
      'Per i nuovi addetti alle pulizie mi confronti Cooperative sociali e Multiservizi su ore settimanali e quattordicesima?',
    );
    expect(a.text).toMatch(/38 ore/);
    expect(a.text).toMatch(/metà|50%/);
  });
});

describe('an extra month some staff have only since a renewal', () => {
  it('says when the fiduciary staff got the 14th', () => {
    const a = askAgent(
      'confronta',
      'Per gli addetti alla reception: quante mensilità col CCNL Vigilanza privata e servizi fiduciari rispetto al Terziario Confcommercio?',
    );
    expect(a.text).toContain('dal 1° gennaio 2024');
  });
});

describe('a notice follow-up that changes only the years of service', () => {
  it('keeps the level said before and doubles the term past three years', () => {
    const a = askAgent('main-agent', 'e se invece ci lavorassi da 6 anni?', {
      history: [
        'lavoro in una cooperativa sociale come B1, faccio le pulizie dei reparti, da un anno: se mi dimetto quanti giorni di preavviso devo dare?',
      ],
    });
    expect(a.text).toContain('30 giorni');
  });
});
