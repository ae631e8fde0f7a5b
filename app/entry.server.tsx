// Server rendering: streams HTML, waits for all content for crawlers, and stamps the request's
// CSP nonce on every inline script React Router emits.
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';
import { currentRequest, logger } from './lib/runtime.server.ts';
import { NonceProvider } from './ui/nonce.tsx';

export const streamTimeout = 10_000;

/**
 * An error a loader or action did not handle: the visitor gets the error page with the request id,
 * and the log gets the cause under the same id. An aborted request (the client left, or a body over
 * the limit) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger().error({ err: error, method: request.method, url: request.url }, 'unhandled error in a loader or action');
};

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const nonce = currentRequest()?.nonce ?? '';
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let statusCode = status;
    // A page that takes too long is cut off; a finished one lets go of its render at once instead of
    // keeping it until this timer fires.
    const deadline = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a finished <Suspense> of over 500 bytes to the end of the page, to be put in place
        // by an inline script, once 12.8 KB of the page are written: without JavaScript, such content
        // (the account menu, the cookie banner, a member's form) stayed hidden. The whole shell is
        // written at once anyway, so nothing is gained by moving it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          const body = coalesced();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          body.once('close', () => clearTimeout(deadline));
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: statusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // Errors after the shell is sent are reported here; aborted requests are not errors.
          if (!request.signal.aborted) currentRequest()?.log.error({ err: error }, 'render error');
        },
      },
    );
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
