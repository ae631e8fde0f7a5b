import { describe, expect, it } from 'vitest';
import { intlWarmUpScript } from './intl-format.ts';

/** Runs the inline script with stand-ins for the browser's Worker, Blob and URL; returns the worker's source. */
function workerSourceOf(script: string): string | undefined {
  let source: string | undefined;
  class FakeBlob {
    parts: string[];
    constructor(parts: string[]) {
      this.parts = parts;
    }
  }
  class FakeWorker {
    constructor(url: string) {
      source = url;
    }
  }
  const fakeUrl = { createObjectURL: (blob: FakeBlob) => blob.parts.join('') };
  new Function('Worker', 'Blob', 'URL', script)(FakeWorker, FakeBlob, fakeUrl);
  return source;
}

describe('the Intl warm-up script', () => {
  it('starts a worker that makes a number and a date formatter for the page language', () => {
    const source = workerSourceOf(intlWarmUpScript('es'));
    expect(source).toContain('new Intl.NumberFormat("es")');
    expect(source).toContain('new Intl.DateTimeFormat("es")');
    // The worker's code runs as written and closes the worker when done.
    let closed = false;
    new Function('close', source!)(() => (closed = true));
    expect(closed).toBe(true);
  });

  it('keeps a hostile language value inside its string, and does nothing where workers are missing', () => {
    const script = intlWarmUpScript('en"</script><script>alert(1)//');
    expect(script).not.toContain('</script>');
    expect(workerSourceOf(script)).toContain('new Intl.NumberFormat("en\\"\\u003c/script>');
    expect(() => new Function('Worker', 'Blob', 'URL', script)(undefined, undefined, undefined)).not.toThrow();
  });
});
