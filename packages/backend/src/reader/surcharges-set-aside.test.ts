import { describe, expect, it } from 'vitest';
import { surchargeKindLeftOut, surchargesLeftOut } from './surcharges-set-aside.js';
import { readable } from './text.js';

const kind = (text: string) => surchargeKindLeftOut(readable(text));

describe('surcharges set aside', () => {
  it('reads both surcharges left out however the user says it', () => {
    expect(
      kind(
        'le trasferte lasciamole fuori perché variano e le addizionali regionali e comunali non contiamole. Sono single',
      ),
    ).toBe('both');
    expect(
      kind('Tassazione ordinaria, addizionali regionali e comunali escluse (le gestisco io a parte).'),
    ).toBe('both');
    expect(kind('senza addizionali, quanto prendo netto?')).toBe('both');
  });

  it('reads one kind left out, the other kept', () => {
    expect(kind('La sede è a Parma ma la comunale lasciamola pure fuori, mi interessa la regionale.')).toBe(
      'comunal',
    );
    expect(kind("con l'addizionale regionale del Veneto (lasciate pure fuori quella comunale)")).toBe(
      'comunal',
    );
  });

  it('reads nothing left out when the surcharges are only named', () => {
    expect(kind('abito a Genova: quanto netto con le addizionali?')).toBeUndefined();
    expect(surchargesLeftOut('abito a Genova: quanto netto con le addizionali?')).toBe(false);
  });
});
