// Stops early when npm scripts run on an old Node (the pinned `node` devDependency did not install).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node v${process.versions.node} is too old for Tessera (needs 24): run npm rebuild node`);
  process.exit(1);
}
