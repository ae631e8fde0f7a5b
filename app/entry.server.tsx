// Server rendering: streams HTML, waits for all content for crawlers, and stamps the request's
// CSP nonce on every inline script React Router emits.
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { currentRequest } from './lib/runtime.server.ts';
import { NonceProvider } from './ui/nonce.tsx';

export const streamTimeout = 10_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const nonce = currentRequest()?.nonce ?? '';
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          const body = coalesced();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          // Errors after the shell is sent are reported here; aborted requests are not errors.
          if (!request.signal.aborted) currentRequest()?.log.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React writes the page in small pieces (a few kilobytes each), and the response flushes the
 * compressor after every piece it is given: each piece then costs a compression call and a socket
 * write of its own, and the page compresses worse. What React writes within one turn of the event
 * loop (the whole shell, then each boundary that resolves later) is passed on as one piece.
 */
function coalesced(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length && !stream.writableFinished) {
            stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
            pending = [];
          }
        });
      }
      done();
    },
    flush(done) {
      if (pending.length) this.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
      pending = [];
      done();
    },
  });
  return stream;
}
