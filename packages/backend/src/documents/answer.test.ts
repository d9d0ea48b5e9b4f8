import type { AgentPayload, Riferimento } from '@ccnl/core';
import { exportDocx } from '@ccnl/core/export';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { backendPerFile, clientFor, removeDir, signIn, startBackend } from '../testing/backend.js';
import { textPdf } from '../testing/files.js';
import { scannedPdf } from './test-files.js';

const file = backendPerFile();

const LETTER = [
  ['Lettera di assunzione', 'Gentile Sig.ra Rossi, con la presente confermiamo la Sua assunzione.'],
  [
    'Condizioni del rapporto',
    'Si applica il CCNL Commercio (Terziario, distribuzione e servizi).',
    'Inquadramento: 4° livello, impiegata amministrativa.',
    'Il periodo di prova è di 60 giorni di lavoro effettivo.',
    "L'orario di lavoro è di 40 ore settimanali.",
  ],
];

async function conversationWith(files: { name: string; data: Buffer }[]) {
  const api = clientFor(file.backend.url, file.anna.jwt);
  const session = await api.createEmptySession(file.anna.userId);
  const uploaded = files.length
    ? await api.uploadDocuments(
        session,
        files.map((f) => ({ name: f.name, data: new Blob([f.data]) })),
      )
    : { vector_store_id: null };
  const ask = async (message: string, extra: Partial<AgentPayload> = {}) => {
    const payload: AgentPayload = {
      message,
      user_id: file.anna.userId,
      session_id: session,
      agent_name: 'main-agent',
      vector_store_id: uploaded.vector_store_id ?? '',
      ...extra,
    };
    const text = (await collect(api.streamAgent(payload))).join('');
    const riferimenti = (await api.riferimenti(session)) as Riferimento[];
    return { text, riferimenti };
  };
  return { ask };
}

/** A line without its "[n]" source numbers (their placement is pinned in agents/source-markers.test.ts). */
const withoutMarkers = (line = '') => line.replace(/ (?:\[\d+\])+/g, '');

describe('questions about an uploaded document, end to end', () => {
  it('checks the probation period of a hiring letter against the agreement and level it names', async () => {
    const { ask } = await conversationWith([
      { name: 'lettera.pdf', data: textPdf(LETTER, { compress: true }) },
    ]);
    const answer = await ask('Il periodo di prova è corretto?');
    expect(withoutMarkers(answer.text.split('\n')[0])).toBe(
      // "è corretto?" answered yes or no first (asked-verdict.ts).
      '**Sì**: il documento indica 60 giorni di lavoro effettivo; per il 4° livello del CCNL Commercio il massimo è 60 giorni di lavoro effettivo: è conforme.',
    );
    expect(answer.text).toContain(
      'Dal documento «lettera.pdf», pagina 2: «Il periodo di prova è di 60 giorni di lavoro effettivo.»',
    );
    // The document first in the sources, by file and page, then the agreement's own source.
    expect(answer.text).toMatch(/Fonti:\n- Documento caricato: lettera\.pdf, pagina 2\n- CCNL Commercio/);
    // Not the probation periods of every agreement, nor the raw file.
    expect(answer.text).not.toContain('Metalmeccanica');
    expect(answer.text).not.toContain('Gentile Sig.ra Rossi');
  });

  it('says when the document’s figure is over the agreement’s maximum', async () => {
    const pages = LETTER.map((lines) => lines.map((l) => l.replace('60 giorni', '90 giorni')));
    const { ask } = await conversationWith([
      { name: 'lettera-90.pdf', data: textPdf(pages, { compress: false }) },
    ]);
    const answer = await ask('Il periodo di prova indicato nel contratto è conforme al CCNL?');
    expect(withoutMarkers(answer.text.split('\n')[0])).toBe(
      '**No**: il documento indica 90 giorni di lavoro effettivo; per il 4° livello del CCNL Commercio il massimo è 60 giorni di lavoro effettivo: non è conforme: lo supera di 30 giorni.',
    );
  });

  it('summarises the document from its own passages, citing each, and lists the figures it states', async () => {
    const { ask } = await conversationWith([
      { name: 'lettera.pdf', data: textPdf(LETTER, { compress: true }) },
    ]);
    const answer = await ask('Riassumi il documento allegato');
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('Sintesi di «lettera.pdf», 2 pagine:');
    expect(lines[1]).toMatch(/^- Lettera di assunzione Gentile Sig\.ra Rossi.*\(pagina 1\) \[1\]$/);
    expect(answer.text).toContain('- periodo di prova: 60 giorni di lavoro effettivo (pagina 2)');
    expect(answer.text).toContain('- orario di lavoro: 40 ore settimanali (pagina 2)');
    expect(answer.text).not.toContain('Non ho trovato');
  });

  it('answers each subject a question asks about, quoting the document for each', async () => {
    const { ask } = await conversationWith([
      { name: 'lettera.pdf', data: textPdf(LETTER, { compress: true }) },
    ]);
    const answer = await ask('Leggendo la lettera caricata: quante ore a settimana e quanto dura la prova?');
    expect(answer.text).toContain(
      "Dal documento «lettera.pdf», pagina 2: «L'orario di lavoro è di 40 ore settimanali.»",
    );
    expect(answer.text).toContain(
      'Dal documento «lettera.pdf», pagina 2: «Il periodo di prova è di 60 giorni di lavoro effettivo.»',
    );
  });

  it('says there is no document when the question speaks of one and none was uploaded', async () => {
    const { ask } = await conversationWith([]);
    const answer = await ask('cosa dice il documento che ho caricato sul periodo di prova?');
    expect(answer.text.split('\n')[0]).toBe(
      'In questa conversazione non c’è nessun documento caricato, quindi non posso dire cosa contiene. Caricalo con «Documenti» e ripeti la domanda.',
    );
    // A question about agreements that only mentions a contract is not taken for one about a document.
    expect((await ask('Cosa prevede il contratto del commercio sul periodo di prova?')).text).toContain(
      'CCNL',
    );
  });

  it('quotes a DOCX by its heading and paragraph', async () => {
    const docx = (await exportDocx(
      '<h1>Premessa</h1><p>Le parti stipulano il presente accordo.</p><h1>Buoni pasto</h1><p>Ai dipendenti spetta un buono pasto.</p><p>Il buono pasto vale 8 euro per ogni giornata di presenza.</p>',
    )) as Buffer;
    const { ask } = await conversationWith([{ name: 'accordo.docx', data: docx }]);
    const answer = await ask('Cosa dice il documento sul valore del buono pasto?');
    expect(answer.text.split('\n')[0]).toBe(
      'Dal documento «accordo.docx», «Buoni pasto», paragrafo 1: «Ai dipendenti spetta un buono pasto. Il buono pasto vale 8 euro per ogni giornata di presenza.» [1]',
    );
    expect(answer.riferimenti[0]).toMatchObject({
      ccnl: 'Documento caricato: accordo.docx',
      article: '«Buoni pasto», paragrafo 1',
    });
  });
});

describe('scanned pages', () => {
  it('reads a scanned page by OCR and answers from it', async () => {
    const { ask } = await conversationWith([
      { name: 'scansione.pdf', data: scannedPdf([LETTER[1] as string[]]) },
    ]);
    const answer = await ask('Cosa dice il documento sul periodo di prova?');
    expect(answer.text.split('\n')[0]).toMatch(/^Dal documento «scansione\.pdf», pagina 1: «.*60 giorni/);
  });

  it('says the scanned pages could not be read where OCR is not available', async () => {
    const noOcr = await startBackend({ documentLimits: { ocr: false } });
    try {
      const { jwt, userId } = await signIn(noOcr.url, 'demo-full');
      const api = clientFor(noOcr.url, jwt);
      const session = await api.createEmptySession(userId);
      const pdf = Buffer.concat([textPdf([LETTER[0] as string[]], { compress: false })]);
      const scanned = scannedPdf([LETTER[1] as string[]]);
      const uploaded = await api.uploadDocuments(session, [
        { name: 'lettera.pdf', data: new Blob([pdf]) },
        { name: 'allegato-scansionato.pdf', data: new Blob([scanned]) },
      ]);
      const text = (
        await collect(
          api.streamAgent({
            message: 'Riassumi i documenti caricati',
            user_id: userId,
            session_id: session,
            agent_name: 'main-agent',
            vector_store_id: uploaded.vector_store_id ?? '',
          }),
        )
      ).join('');
      expect(text).toContain(
        'Attenzione: la pagina 1 di «allegato-scansionato.pdf» è una scansione e non è stato possibile leggerne il testo (OCR non disponibile): la risposta non ne tiene conto.',
      );
      expect(text).toContain('Sintesi di «lettera.pdf», 1 pagina:');
    } finally {
      await noOcr.close();
      removeDir(noOcr.config.dataDir);
    }
  });
});
