import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  askAgent(agent, message, extra).text;

const ROSTER = [
  'FOGLIO PRESENZE – Hotel Duomo, Firenze (CCNL Turismo Federalberghi)',
  'Dipendente: Mario Rossi – portiere di notte – paga oraria lorda 9,90 €',
  'Settimana 16-22 novembre 2026',
  '',
  'Lun 16: 23:00 – 07:00 (8 h)',
  'Mar 17: 23:00 – 07:00 (8 h)',
  'Mer 18: riposo',
  'Gio 19: 23:00 – 07:00 (8 h)',
  'Ven 20: 23:00 – 07:00 (8 h)',
  'Sab 21: 23:00 – 07:00 (8 h)',
  'Totale ore: 40',
].join('\n');

describe('the night band asked of an agreement that writes its night workers’ band', () => {
  it('gives the hotels’ night workers 23:30–6:30 and 20% first, the other rates labelled beside', () => {
    const text = ask(
      'main-agent',
      'Faccio il portiere di notte in un albergo, contratto Federalberghi: da che ora a che ora è considerato lavoro notturno e di quanto è la maggiorazione?',
    );
    const first = openingLine(text);
    expect(first).toMatch(/dalle 23:30 alle 6:30/);
    expect(first).toMatch(/\*\*20%\*\*/);
    expect(text).toMatch(/lavoro notturno 12% \(personale d'albergo/);
    expect(text).toMatch(/Le fonti non concordano sulla percentuale/);
    expect(text).toContain('brocardi.it/contratto-collettivo-turismo/art13.html');
  });

  it('answers the bars’ band 23:00–6:00 when a follow-up moves to the pubblici esercizi', () => {
    const first = openingLine(
      ask(
        'main-agent',
        'e se invece lavorassi in un pub col contratto dei pubblici esercizi? cambia la fascia?',
        {
          history: [
            'Faccio il portiere di notte in albergo (Federalberghi): da che ora a che ora è considerato lavoro notturno?',
          ],
        },
      ),
    );
    expect(first).toContain('Pubblici esercizi FIPE');
    expect(first).toMatch(/dalle 23:00 alle 6:00/);
    expect(first).toMatch(/20%/);
  });

  it('compares the two bands side by side', () => {
    const first = openingLine(
      ask(
        'confronta',
        'Confronta la fascia del lavoro notturno e la maggiorazione tra alberghi (Federalberghi) e pubblici esercizi (FIPE).',
      ),
    );
    expect(first).toMatch(/dalle 23:30 alle 6:30\*\* nel CCNL Turismo Federalberghi/);
    expect(first).toMatch(/dalle 23:00 alle 6:00\*\* nel CCNL Pubblici esercizi FIPE/);
    expect(first).toMatch(/20%/);
  });

  it('leaves the value of a night hour to the surcharge answer', () => {
    const first = openingLine(
      ask('main-agent', 'CCNL Turismo 4° livello: quanto vale un’ora di lavoro notturno in albergo?'),
    );
    expect(first).not.toMatch(/23:30/);
  });
});

describe('a night porter’s roster in a hotel', () => {
  it('counts only the hours in the night workers’ band, 7 of each 23–7 shift', () => {
    const text = ask(
      'main-agent',
      'Da questo foglio presenze, quante delle mie ore sono notturne con maggiorazione secondo il contratto degli alberghi?',
      withUpload('presenze.txt', ROSTER),
    );
    expect(text).toMatch(/\*\*35 ore di lavoro notturno\*\* nella fascia 23:30–6:30/);
  });

  it('values the week’s night surcharge at the night workers’ 20%', () => {
    const text = ask('main-agent', 'e quanto vale in euro la maggiorazione notturna di quella settimana?', {
      ...withUpload('presenze.txt', ROSTER),
      history: [
        'Da questo foglio presenze, quante delle mie ore sono notturne con maggiorazione secondo il contratto degli alberghi?',
      ],
    });
    expect(openingLine(text)).toContain('69,30 €');
  });
});
