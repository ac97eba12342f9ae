/**
 * The line markers of `npm run strip-demo` (see scripts/strip-demo.mjs): what a shared file keeps
 * in the starter. Its own module so tests can read a shared table as the starter will have it.
 */
// `// #demo-start` in code, `{/* #demo-start */}` among JSX children.
const demoStart = /^\s*(\/\/|\{\/\*) #demo-start\b/;
const demoEnd = /^\s*(\/\/|\{\/\*) #demo-end\b/;
const starterLine = /^(\s*)\/\/ #starter (.*)$/;

/** Applies the markers of one file's text; returns null when it has none. */
export function applyMarkers(text, file) {
  if (!text.includes(' #demo-') && !text.includes('// #starter ')) return null;
  const out = [];
  let openedAt = 0;
  text.split('\n').forEach((line, index) => {
    if (demoStart.test(line)) {
      if (openedAt) throw new Error(`${file}:${index + 1}: #demo-start inside the block opened on line ${openedAt}`);
      openedAt = index + 1;
    } else if (demoEnd.test(line)) {
      if (!openedAt) throw new Error(`${file}:${index + 1}: #demo-end without #demo-start`);
      openedAt = 0;
    } else if (!openedAt) {
      const starter = starterLine.exec(line);
      out.push(starter ? `${starter[1]}${starter[2]}` : line);
    }
  });
  if (openedAt) throw new Error(`${file}:${openedAt}: #demo-start is never closed`);
  return out.join('\n');
}
