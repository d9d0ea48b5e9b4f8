import type { ServerResponse } from 'node:http';
import { collect } from '@ccnl/core/testing';
import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { clientFor } from '../testing/backend.js';
import { backendWithFakeLlm } from '../testing/fake-llm.js';

/**
 * The model as the reader of questions, against a local scripted OpenAI-compatible server: a valid tool call
 * is what the engine answers; a malformed or unknown call, a call with invalid arguments, an error status or
 * no call at all leave the reading to the rules. The model's own answer stream fails here on purpose, so the
 * text users get is the engine's answer to whatever was read.
 */

type Script = (res: ServerResponse) => void;
let readReply: Script = () => {};
const reads: { tools: { function: { name: string } }[]; messages: { role: string; content: string }[] }[] =
  [];

const toolCall =
  (name: string, args: string): Script =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        choices: [
          {
            message: {
              role: 'assistant',
              tool_calls: [{ id: 'c1', type: 'function', function: { name, arguments: args } }],
            },
          },
        ],
      }),
    );
  };

const llm = backendWithFakeLlm('modello-lettore', (body, res) => {
  if (body.tools) {
    reads.push(body as (typeof reads)[number]);
    readReply(res);
  } else {
    // The answer stream: refused, so the engine's answer is what users read.
    res.writeHead(503).end();
  }
});

async function ask(message: string, model: string | null) {
  const api = clientFor(llm.backend.url, llm.anna.jwt);
  const session = await api.createEmptySession(llm.anna.userId);
  return (
    await collect(
      api.streamAgent({
        message,
        user_id: llm.anna.userId,
        session_id: session,
        agent_name: 'main-agent',
        model,
      }),
    )
  ).join('');
}

const firstLine = (text: string) => text.split('\n')[0];

describe('the model as reader', () => {
  it('offers one tool per intent, with the question and the conversation', async () => {
    reads.length = 0;
    readReply = toolCall('holidays', '{"agreements":["CCNL Commercio"]}');
    await ask('Quanti giorni di ferie nel CCNL Commercio?', 'modello-lettore');
    expect(reads).toHaveLength(1);
    const names = reads[0]?.tools.map((t) => t.function.name) ?? [];
    expect(names).toContain('gross_to_net');
    expect(names).toContain('classification');
    expect(names).toHaveLength(27);
    expect(reads[0]?.messages.at(-1)?.content).toBe('Quanti giorni di ferie nel CCNL Commercio?');
  });

  it('answers what the model read, with the engine’s figures', async () => {
    // The rules read this as a question on nothing in particular; the model reads it as a RAL to net.
    const question = 'mi fai due conti con la cifra di cui ti dicevo? vivo a Milano';
    const byRules = await ask(question, null);
    expect(byRules).not.toMatch(/netto stimato/);
    readReply = toolCall(
      'gross_to_net',
      JSON.stringify({ amounts: [{ kind: 'ral', value: 30000 }], municipality: 'Milano', payments: 14 }),
    );
    const text = await ask(question, 'modello-lettore');
    const reference = await ask('RAL 30.000 su 14 mensilità a Milano, quanto netto?', null);
    expect(firstLine(text)).toMatch(/netto stimato per il 2026 è \*\*[\d.,]+ € al mese\*\*/);
    expect(firstLine(text)).toBe(firstLine(reference));
    // The region comes from the municipality even though the model did not name it.
    expect(text).toContain('Addizionale regionale (Lombardia)');
  });

  // Slots the tools carry beyond amounts and places: the hourly mark on a pay, the kind and count of extra
  // hours, a household job's cohabitation. What the model reads is answered as the rules' reading of
  // the same question in full words.
  const readings: [string, string, string, object][] = [
    [
      'mi fai il conto di quelle ore di stanotte?',
      "Commercio: quanto valgono 3 ore di straordinario notturno a 9,50 euro l'ora?",
      'overtime_value',
      {
        agreements: ['Commercio'],
        amounts: [
          { kind: 'hours', value: 3 },
          { kind: 'other', value: 9.5, per_hour: true },
        ],
        overtime_kind: 'straordinario_notturno',
        extra_hours: 3,
      },
    ],
    [
      'e alla signora che sta da noi, quella del B?',
      'Colf convivente livello B, quanto le spetta di paga al mese?',
      'minimum_pay',
      { agreements: ['Lavoro domestico'], agreements_by_sector: true, level: 'B', cohabiting: true },
    ],
  ];
  for (const [question, inFull, tool, args] of readings)
    it(`answers '${question}' as read by the model, as the rules answer '${inFull}'`, async () => {
      readReply = toolCall(tool, JSON.stringify(args));
      const text = await ask(question, 'modello-lettore');
      const reference = await ask(inFull, null);
      expect(firstLine(reference)).toMatch(/\*\*[\d.,]+ €/);
      expect(firstLine(text)).toBe(firstLine(reference));
      expect(firstLine(await ask(question, null))).not.toBe(firstLine(reference));
    });

  const fallbacks: [string, Script][] = [
    ['arguments that are not JSON', toolCall('holidays', '{"agreements": [')],
    ['an unknown tool', toolCall('weather_forecast', '{}')],
    ['invalid arguments', toolCall('gross_to_net', '{"amounts":[{"kind":"ral","value":"trentamila"}]}')],
    ['an error status', (res) => res.writeHead(500).end('{"error":"boom"}')],
    [
      'a text answer without a tool call',
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Ferie: 26 giorni.' } }] }),
        );
      },
    ],
  ];
  for (const [what, script] of fallbacks)
    it(`falls back to the rule reader on ${what}`, async () => {
      readReply = script;
      const question = 'Quanti giorni di ferie spettano nel CCNL Metalmeccanici?';
      const text = await ask(question, 'modello-lettore');
      expect(firstLine(text)).toBe(firstLine(await ask(question, null)));
      expect(firstLine(text)).toContain('CCNL Metalmeccanici industria, ferie');
    });

  it('resolves the agreements the model names against the knowledge base, and names the ones it lacks', async () => {
    readReply = toolCall('holidays', '{"agreements":["CCNL Telecomunicazioni"]}');
    const text = await ask('ferie telecomunicazioni?', 'modello-lettore');
    expect(firstLine(text)).toContain('CCNL Telecomunicazioni non è nella base di conoscenza');
    expect(kb.recognise('CCNL Telecomunicazioni')).toEqual([]);
  });
});
