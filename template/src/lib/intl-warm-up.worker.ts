/**
 * Builds the kinds of Intl formatter a signed-in screen builds first, for the language it is sent,
 * then closes (lib/intl-warm-up.ts explains why on a thread of its own): numbers and medium dates
 * (the first formatters of lib/format.ts), lists (formatList) and the collator sorting uses.
 */
addEventListener('message', (event: MessageEvent<string>) => {
  const language = event.data;
  new Intl.NumberFormat(language).format(0);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(0);
  new Intl.ListFormat(language).format([]);
  new Intl.Collator(language).compare('a', 'b');
  postMessage(true);
  close();
});
