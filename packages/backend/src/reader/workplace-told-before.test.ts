import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, today: TEST_TODAY });

describe('a workplace the earlier turn told beside its named agreement keeps that agreement', () => {
  const earlier =
    "La ditta di pulizie che ha l'appalto nella nostra RSA applica il CCNL Multiservizi. Una loro addetta ha 1.600 € lordi al mese: qual è la sua quota oraria?";
  const multiservizi = kb.recognise('multiservizi')[0]?.id_categoria;
  const rsa = read('quanto dura la prova in una rsa?').slots.agreements[0];
  it('reads the RSA agreement from the workplace alone', () => expect(rsa).toBeDefined());

  it('"per la rsa" in the follow-up is where the contractor works, not the RSA agreement', () => {
    const request = read(
      'e se vogliono assumere x la rsa una nuova addetta part time a 12 ore a settimana si puo fare?',
      [earlier],
    );
    expect(request.intent).toBe('part_time');
    expect(request.slots.agreements).toEqual([multiservizi]);
  });

  it('a workplace the earlier turn did not tell still names its own agreement', () => {
    const request = read('e in una rsa invece quanto dura la prova?', [
      'Quanto dura il periodo di prova nel CCNL Multiservizi per un addetto alle pulizie?',
    ]);
    expect(request.slots.agreements).toEqual([rsa]);
  });
});
