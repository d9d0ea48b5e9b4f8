import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

const TODAY = '2026-12-01';
const SNOW =
  'Nel nostro deposito applichiamo il CCNL Logistica trasporto merci e spedizione. Ieri una nevicata ha bloccato i camion: una squadra è rimasta in magazzino a disposizione per due ore e poi è andata a casa, l’altra non era stata avvisata ed è arrivata per niente. Come li paghiamo?';

describe('logistics and night work (session 67)', () => {
  it('work stopped by snow under Logistica is paid by the agreement’s own rule on interruptions', async () => {
    const a = await askAgent('main-agent', SNOW, { today: TODAY });
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toContain('art. 88');
    expect(opening).toContain('retribuzione globale');
    expect(opening).toContain('prima giornata');
    // The law's wage integration still follows.
    expect(a.text).toContain('CIGO');
  });

  it('the workers warned in time (an e-mail the day before) get nothing for the hours, said first', async () => {
    const a = await askAgent(
      'main-agent',
      'E se li avessimo avvisati il giorno prima via e-mail di non presentarsi, cosa spettava?',
      {
        today: TODAY,
        history: [SNOW],
      },
    );
    expect(a.text.split('\n')[0]).toMatch(/^\*\*Nessuna retribuzione\*\*/);
    expect(a.text).toContain('non è dovuta alcuna retribuzione');
  });

  it('the peak-season ceiling beside the Logistica week: the law’s 48 hours on average, overtime included', async () => {
    const a = await askAgent(
      'main-agent',
      'Magazzino col contratto logistica: quante ore fa la settimana normale, e con gli straordinari sotto Natale fino a quante ore in media a settimana possono arrivare?',
      { today: TODAY },
    );
    expect(a.text).toContain('**39 ore**');
    expect(a.text).toContain('**48 ore**');
  });

  it('Saturday and Sunday ordinary hours on a six-day week: both rates, even with overtime denied', async () => {
    const a = await askAgent(
      'main-agent',
      'Centro distribuzione con CCNL Logistica, trasporto merci e spedizione, orario su sei giorni con la domenica lavorata e il riposo il martedì: le ore del sabato e della domenica fatte in orario normale, non in straordinario, sono maggiorate? Di quanto?',
      { today: TODAY },
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toContain('**20%**');
    expect(opening).toContain('**35%**');
  });

  it('who is a night worker under D.Lgs. 66/2003, asked as the requirements: the law, not a request for the CCNL', async () => {
    const a = await askAgent(
      'main-agent',
      'Secondo il D.Lgs. 66/2003 quali sono i requisiti per considerare un magazziniere lavoratore notturno?',
      { today: TODAY },
    );
    const opening = a.text.split('\n')[0] ?? '';
    expect(opening).toContain('almeno 3 ore');
    expect(opening).toContain('80 giorni');
  });
});
