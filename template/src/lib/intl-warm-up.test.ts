import { warmUpIntl } from './intl-warm-up';

/** A stand-in for the browser's Worker: records what the page sends and lets the test answer. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.last = null;
  });

  it('sends the language to its worker and resolves once the worker has answered', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warming = warmUpIntl('fr');
    const worker = FakeWorker.last!;
    expect(worker.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker.sent).toEqual(['fr']);
    expect(await settled(warming)).toBe(false);
    worker.dispatchEvent(new MessageEvent('message', { data: true }));
    expect(await settled(warming)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves when the worker fails, so the page builds its formatters itself', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warming = warmUpIntl('en');
    FakeWorker.last!.dispatchEvent(new Event('error'));
    expect(await settled(warming)).toBe(true);
  });

  it('resolves at once where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect(await settled(warmUpIntl('ar'))).toBe(true);
  });
});
