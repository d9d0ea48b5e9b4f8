import { serverTexts } from '@ccnl/core';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../auth/demo-users.js';

export const DEMO_TICKET_STORAGE_KEY = 'ccnl-demo-ticket';
export const LOGIN_PANEL_ID = 'ccnl-demo-login';

/**
 * The browser script served at `hfurl`. It plays the SSO header: a small panel lets the user pick a demo
 * ticket, which it remembers and announces with `postMessage({ task: 'gethfticket', params: { ticket } })`.
 * It must run under a CSP without 'unsafe-inline' or 'unsafe-eval': no inline handlers, no eval, styles only
 * through element.style.
 */
function buildLoginScript(): string {
  const { demo } = serverTexts;
  const tickets = DEMO_USERS.map((user) => ({
    ticket: user.ticket,
    signIn: demo.signInAs(user.ticket, user.label),
    signOut: demo.signOutOf(user.ticket),
  }));
  // JSON is valid JavaScript; escaping '<' keeps the text inert even if someone inlines it.
  const data = JSON.stringify({
    tickets,
    texts: { panel: demo.panel, signOut: demo.signOut },
    storageKey: DEMO_TICKET_STORAGE_KEY,
    panelId: LOGIN_PANEL_ID,
  }).replace(/</g, '\\u003c');
  return `/* Assistente CCNL: demo sign-in (stands in for the SSO header locally) */
(function () {
  'use strict';
  var config = ${data};

  function readTicket() {
    try { return window.localStorage.getItem(config.storageKey) || ''; } catch (e) { return ''; }
  }
  function writeTicket(ticket) {
    try {
      if (ticket) window.localStorage.setItem(config.storageKey, ticket);
      else window.localStorage.removeItem(config.storageKey);
    } catch (e) { /* storage disabled: the ticket lives for this page only */ }
  }
  function announce(ticket) {
    window.postMessage({ task: 'gethfticket', params: { ticket: ticket } }, window.location.origin);
  }
  function style(el, rules) {
    for (var key in rules) el.style[key] = rules[key];
    return el;
  }
  function button(text) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    return style(b, {
      display: 'block', width: '100%', margin: '4px 0 0', padding: '6px 10px', font: 'inherit',
      textAlign: 'left', cursor: 'pointer', border: '1px solid #cbd5e1', borderRadius: '6px',
      background: '#ffffff', color: '#0f172a'
    });
  }

  function render(root) {
    while (root.firstChild) root.removeChild(root.firstChild);
    var ticket = readTicket();
    if (ticket) {
      var exit = button(config.texts.signOut);
      exit.setAttribute('data-action', 'logout');
      var known = config.tickets.filter(function (entry) { return entry.ticket === ticket; })[0];
      exit.setAttribute('aria-label', known ? known.signOut : config.texts.signOut);
      style(exit, { width: 'auto', margin: '0' });
      exit.addEventListener('click', function () {
        writeTicket('');
        render(root);
        announce('');
      });
      root.setAttribute('aria-label', config.texts.panel);
      style(root, { padding: '4px', width: 'auto' });
      root.appendChild(exit);
      return;
    }
    style(root, { padding: '10px 12px', width: '260px' });
    var title = document.createElement('strong');
    title.textContent = config.texts.panel;
    style(title, { display: 'block', marginBottom: '4px' });
    root.appendChild(title);
    config.tickets.forEach(function (entry) {
      var b = button(entry.signIn);
      b.setAttribute('data-ticket', entry.ticket);
      b.addEventListener('click', function () {
        writeTicket(entry.ticket);
        render(root);
        announce(entry.ticket);
      });
      root.appendChild(b);
    });
  }

  function start() {
    // Loaded twice (a remount of the header)? Reuse the one panel.
    var root = document.getElementById(config.panelId);
    if (!root) {
      root = document.createElement('div');
      root.id = config.panelId;
      root.setAttribute('role', 'region');
      root.setAttribute('aria-label', config.texts.panel);
      style(root, {
        position: 'fixed', right: '16px', bottom: '16px', zIndex: '2147483000', boxSizing: 'border-box',
        font: '14px/1.4 system-ui, sans-serif', background: '#f8fafc', color: '#0f172a',
        border: '1px solid #cbd5e1', borderRadius: '8px', boxShadow: '0 4px 16px rgba(15, 23, 42, 0.15)'
      });
      document.body.appendChild(root);
    }
    render(root);
    // Like SSO: a remembered ticket signs in straight away.
    var ticket = readTicket();
    if (ticket) announce(ticket);
  }

  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
`;
}

/** `GET /login-script.js`: public, like the SSO provider's own script. */
export function registerLoginScript(app: FastifyInstance): void {
  const script = buildLoginScript();
  app.get(
    '/login-script.js',
    { schema: { summary: 'Script di accesso (hfurl)', produces: ['text/javascript'] } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        // Loaded with <script src> by the web app's origin, which may isolate itself (COEP).
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .send(script),
  );
}
