import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';

/**
 * Session 57 (fixs57l), an employer's exit costs: the dismissal ticket named as "contributo di licenziamento" or
 * "tassa sul licenziamento" is not due on a plain resignation nor for a domestic worker, and is due (its amount)
 * on a resignation for just cause asked as a follow-up.
 */
const answer = async (message: string, history?: string[]) =>
  (await askAgent('main-agent', message, history ? { history } : {})).text;
const opening = (text: string) => text.split('\n')[0] ?? '';

describe('an employer asks about the dismissal ticket at an exit', () => {
  it('a plain resignation, the ticket called "contributo di licenziamento": not due', async () => {
    const text = opening(
      await answer(
        'La mia impiegata in forza da 4 anni si è dimessa dando il preavviso: devo pagare il contributo di licenziamento all’INPS?',
      ),
    );
    expect(text).toContain('non è dovuto');
    expect(text).not.toContain('1.949,19 €');
  });

  it('then a resignation for just cause: due, with its amount for the seniority told before', async () => {
    const first =
      'Un operaio assunto a tempo indeterminato, 4 anni di anzianità, si è dimesso: dobbiamo versare il ticket NASpI?';
    const text = opening(
      await answer(
        'e se si dimettesse per giusta causa visto che non lo paghiamo da mesi? va versato? quanto?',
        [first],
      ),
    );
    expect(text).toContain('Sì');
    expect(text).toContain('1.949,19 €');
  });

  it('a family dismissing its carer, the ticket called "tassa sul licenziamento": not due', async () => {
    const text = opening(
      await answer(
        'mandiamo via la badante dopo 8 anni, mi dicono che c’è da pagare una tassa sul licenziamento all’INPS, vale anche per noi?',
      ),
    );
    expect(text).toContain('non è dovuto');
  });
});

describe('an employer lets the worker go without working the notice', () => {
  it('the indemnity in lieu opens, the agreement’s notice follows', async () => {
    const first =
      'Licenzio una cassiera di 4° livello del CCNL Commercio, assunta da 2 anni: che preavviso le devo dare?';
    const text = await answer('vorrei che andasse via subito senza lavorare il preavviso, cosa le spetta?', [
      first,
    ]);
    expect(opening(text)).toContain('indennità sostitutiva del preavviso');
    expect(text).toContain('20 giorni');
  });
});

describe('the fixed-term extra contribution, extended rather than renewed', () => {
  it('named two turns back: an extension keeps the 1,4%', async () => {
    const history = [
      'Prendo un magazziniere a termine per 4 mesi, 4° livello Commercio, al minimo: quanto pago di contributo addizionale NASpI al mese?',
      'e se alla scadenza gli faccio un contratto nuovo, quindi un rinnovo, quanto pago?',
    ];
    const text = await answer('invece se lo prorogo soltanto? come mai non aumenta?', history);
    expect(opening(text)).toContain('proroga');
    expect(text).toContain('1,4%');
    expect(text).toContain('rinnov');
  });
});
