import { describe, expect, it } from 'vitest';
import { professionalTask, professionalTaskAnswer } from './professional-task.js';

describe("a lawsuit's outcome asked", () => {
  it('a doubled question mark closes the same ask: the outcome is all that is asked, said as out of reach', () => {
    const message =
      'mi hanno licenziato per giusta causa ma secondo me è ritorsione, quanto prendo se faccio causa e vinco??';
    expect(professionalTask(message)?.only).toBe(true);
    const text = professionalTaskAnswer(message)?.text ?? '';
    expect(text).toMatch(/^\*\*Come andrebbe una causa non posso prevederlo\*\*/);
    expect(text).toMatch(/non rientrano in ciò che posso calcolare/);
    expect(text).toMatch(/avvocato giuslavorista/);
  });

  it('another ask beside the outcome is still answered', () => {
    expect(
      professionalTask('se faccio causa e vinco cosa succede? e quanto preavviso mi spettava?')?.only,
    ).toBe(false);
  });
});
