import { Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { shownOnDemand } from './shown-on-demand.tsx';

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">Hello, {name}</p>;
}

/** The HTML React writes when the shell is ready, as the server sends it first. */
function shellOf(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => {
      // Resolved just after React's first write, the whole shell.
      if (!html) setImmediate(() => resolve(html));
      html += chunk.toString();
    });
    const { pipe } = renderToPipeableStream(node, {
      onShellReady() {
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

describe('shownOnDemand on the server', () => {
  it('renders the component in place in the first HTML once its module has loaded, with no placeholder', async () => {
    let loads = 0;
    const OnDemand = shownOnDemand(async () => {
      loads += 1;
      return Greeting;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const html = await shellOf(
      <Suspense fallback={<i>loading</i>}>
        <OnDemand name="Ana" />
      </Suspense>,
    );
    expect(html).toContain('<p data-testid="greeting">Hello, <!-- -->Ana</p>');
    expect(html).not.toContain('loading');
    expect(html).not.toContain('<template');
    expect(loads).toBe(1);
  });

  it('asked before its module has loaded, it waits at the Suspense boundary instead of failing', async () => {
    let release: (component: typeof Greeting) => void = () => undefined;
    const OnDemand = shownOnDemand(() => new Promise<typeof Greeting>((resolve) => (release = resolve)));
    const shell = shellOf(
      <html lang="en">
        <body>
          <Suspense fallback={<i>loading</i>}>
            <OnDemand name="Bea" />
          </Suspense>
        </body>
      </html>,
    );
    const html = await shell;
    expect(html).toContain('<i>loading</i>');
    release(Greeting);
  });
});
