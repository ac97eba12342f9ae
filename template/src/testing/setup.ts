import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

// Tests run in a VM context (vite.config.ts, `pool: 'vmThreads'`) whose page has no BroadcastChannel,
// which MSW's WebSocket support (the demo chat's socket, mocks/chat-link.ts) needs when it loads: Node's.
globalThis.BroadcastChannel ??= NodeBroadcastChannel as unknown as typeof BroadcastChannel;

// findBy* and waitFor give the page up to 5 s (they return as soon as it is ready): the default 1 s
// failed tests on a loaded 2-core machine while the demo backend answered.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // A file run in the node environment (the reference server's test) has no page to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
