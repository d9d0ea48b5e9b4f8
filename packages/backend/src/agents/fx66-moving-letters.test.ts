import { describe, expect, it } from 'vitest';
import { askAgent, withUpload } from '../testing/agents.js';

const today = '2026-12-01';
const TRANSFER =
  'Egregio Sig. Bassi,\nLe comunichiamo che dal 1° febbraio 2027 la Sua sede di lavoro sarà trasferita dalla filiale di Cremona a quella di Mantova per esigenze organizzative.\nCordiali saluti';
const SECONDMENT =
  'Oggetto: distacco\nLa società Alfa Impianti spa, nel proprio interesse, dispone il distacco del dipendente Luca Neri presso Beta Costruzioni srl, cantiere di Pesaro (distanza dalla sede di Bologna: 140 km), dal 1° marzo al 31 agosto 2027.\nLe mansioni restano quelle attuali.';
const ask = (message: string, name: string, letter: string, history: string[] = []) =>
  (askAgent('main-agent', message, { history, today, ...withUpload(name, letter) }) as { text: string }).text;

describe('letters that move a worker, read against the law', () => {
  it('reads a transfer letter against art. 2103 c.c. and puts the burden of proof on the employer', () => {
    const answer = ask(
      'Mi hanno mandato questa lettera: è legittimo spostarmi così? Chi deve dimostrare i motivi?',
      'trasferimento.txt',
      TRANSFER,
    );
    expect(answer).toContain('comprovate ragioni tecniche, organizzative e produttive');
    expect(answer).toContain('art. 2103');
    expect(answer).toMatch(/onere di provarle spetta al datore di lavoro/);
  });

  it('reads a secondment letter beyond 50 km against art. 30 D.Lgs. 276/2003, not as a level minimum', () => {
    const answer = ask(
      'Mi distaccano a Pesaro con questa lettera: lo possono fare senza spiegare il perché? E la paga chi me la dà?',
      'distacco.txt',
      SECONDMENT,
    );
    expect(answer).toContain('comprovate ragioni tecniche, organizzative, produttive o sostitutive');
    expect(answer).toContain('50 km');
    expect(answer).toContain('distaccante');
    expect(answer).not.toMatch(/minimo mensile/);
  });

  it('asks for the worker’s consent when the secondment changes the duties', () => {
    const first = 'Mi distaccano a Pesaro con questa lettera: lo possono fare senza spiegare il perché?';
    const answer = ask(
      'E se là mi mettono a fare mansioni diverse, serve che io sia d’accordo?',
      'distacco.txt',
      SECONDMENT,
      [first],
    );
    expect(answer).toMatch(/consenso/);
  });
});
