/**
 * Builds a number and a date formatter for the language it is sent, then closes (lib/intl-warm-up.ts
 * explains why on a thread of its own). The options match the first formatters of lib/format.ts.
 */
addEventListener('message', (event: MessageEvent<string>) => {
  new Intl.NumberFormat(event.data).format(0);
  new Intl.DateTimeFormat(event.data, { dateStyle: 'medium' }).format(0);
  postMessage(true);
  close();
});
